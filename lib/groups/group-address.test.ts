import { describe, expect, it } from 'vitest';
import { groupHref, groupIdFromSearch } from './group-address.ts';

const ID = '0b6e4f4e-3f6a-4c55-9d1c-2a7e5b8f9c10';

describe('group addresses', () => {
  it('name the group in the query of the one group page', () => {
    expect(groupHref(ID)).toBe(`/groups/group/?id=${ID}`);
    expect(groupIdFromSearch(new URL(groupHref(ID), 'https://x.example').search)).toBe(ID);
  });

  it('take only a UUID', () => {
    expect(groupIdFromSearch('')).toBeNull();
    expect(groupIdFromSearch('?id=')).toBeNull();
    expect(groupIdFromSearch('?id=42')).toBeNull();
    expect(groupIdFromSearch(`?id=${ID.toUpperCase()}`)).toBe(ID);
    expect(groupIdFromSearch(`?id=${ID}'--`)).toBeNull();
  });
});
