import { describe, expect, it } from 'vitest';
import { formatUserSearch, parseUserSearch } from './userSearch.ts';

describe('user search filter value', () => {
  it('joins the typed words with the ilike wildcard, lowercased', () => {
    expect(parseUserSearch('Jane  Smith')).toBe('jane*smith');
    expect(parseUserSearch('jane@example.org')).toBe('jane@example.org');
    expect(parseUserSearch('')).toBe('');
    expect(parseUserSearch(undefined)).toBe('');
  });

  it('shows the stored value as the words typed, so a trailing space survives typing', () => {
    expect(formatUserSearch(parseUserSearch('jane '))).toBe('jane ');
    expect(formatUserSearch('jane*smith')).toBe('jane smith');
    expect(formatUserSearch(null)).toBe('');
  });
});
