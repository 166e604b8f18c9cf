import { describe, expect, it } from 'vitest';
import { inviteLink, tokenFromHash } from './invite-link.ts';

const TOKEN = 'a1'.repeat(32);

describe('invite links', () => {
  it('carry the token in the fragment of the join page', () => {
    const link = inviteLink('https://devotionals.example', TOKEN);
    expect(link).toBe(`https://devotionals.example/groups/join/#token=${TOKEN}`);
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(tokenFromHash(url.hash)).toBe(TOKEN);
  });

  it("go to the join page of the leader's edition", () => {
    expect(inviteLink('https://devotionals.example', TOKEN, 'nl')).toBe(`https://devotionals.example/nl/groups/join/#token=${TOKEN}`);
    expect(inviteLink('https://devotionals.example', TOKEN, 'es')).toBe(`https://devotionals.example/es/groups/join/#token=${TOKEN}`);
    expect(inviteLink('https://devotionals.example', TOKEN, 'en')).toBe(`https://devotionals.example/groups/join/#token=${TOKEN}`);
  });

  it('read only a 64-digit hex token back', () => {
    expect(tokenFromHash(`#token=${TOKEN.toUpperCase()}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN.slice(1)}`)).toBeNull();
    expect(tokenFromHash(`#token=${TOKEN}00`)).toBeNull();
    expect(tokenFromHash(`#other=${TOKEN}`)).toBeNull();
  });
});
