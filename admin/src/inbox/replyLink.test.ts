import { describe, expect, it } from 'vitest';
import { messagePreview, replyMailto } from './replyLink.ts';

describe('replyMailto', () => {
  it('addresses the sender with a subject and their message quoted', () => {
    const link = replyMailto({ name: 'Lydia', email: 'lydia@example.org', message: 'Could you add\na plan for Advent?' });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('lydia@example.org');
    expect(url.searchParams.get('subject')).toBe('Re: your message to Reformed Devotionals');
    expect(url.searchParams.get('body')).toBe('Dear Lydia,\n\n\n\nLydia wrote:\n> Could you add\n> a plan for Advent?');
  });

  it('keeps characters that would start new mailto fields inside the address and text', () => {
    const link = replyMailto({ name: 'A&B', email: 'a+b?cc=x@example.org', message: 'Hi & bye' }, 'RD');
    expect(link.startsWith('mailto:a%2Bb%3Fcc%3Dx@example.org?subject=')).toBe(true);
    expect(new URL(link).searchParams.get('body')).toContain('> Hi & bye');
  });

  it('quotes at most 500 characters of a long message', () => {
    const body = new URL(replyMailto({ name: 'N', email: 'n@example.org', message: 'x'.repeat(2000) })).searchParams.get('body')!;
    expect(body.endsWith(`> ${'x'.repeat(500)}…`)).toBe(true);
  });
});

describe('messagePreview', () => {
  it('puts the message on one line and cuts it with an ellipsis', () => {
    expect(messagePreview('Hello\n\nthere')).toBe('Hello there');
    expect(messagePreview('a'.repeat(200), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
