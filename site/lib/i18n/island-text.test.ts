import { describe, expect, it } from 'vitest';
import { islandText } from './island-text.ts';

const english = { 'x.hello': 'Hello {name}', 'x.shown.one': '{count} shown', 'x.shown.other': '{count} shown in all' };

describe('islandText', () => {
  it('uses the English module when the page passes no messages', () => {
    const t = islandText('en', undefined, english);
    expect(t('x.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(t.plural('x.shown', 1)).toBe('1 shown');
    expect(t.plural('x.shown', 1200)).toBe('1,200 shown in all');
  });

  it("uses the page's messages, with the edition's plural rules and numbers", () => {
    const t = islandText('nl', { 'x.hello': 'Hallo {name}', 'x.shown.one': '{count} getoond', 'x.shown.other': '{count} getoond (alle)' }, english);
    expect(t.locale).toBe('nl');
    expect(t('x.hello', { name: 'Anne' })).toBe('Hallo Anne');
    expect(t.plural('x.shown', 1200)).toBe('1.200 getoond (alle)');
  });
});
