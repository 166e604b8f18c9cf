import { describe, expect, it } from 'vitest';
import { groupWeekAddresses, groupGuideHref, groupHref, groupIdFromSearch, groupIdOfGuide } from './group-address.ts';

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

  it("name a group's week, its conversation, and the week's guide opened from it", () => {
    expect(groupHref(ID, '2026-W49')).toBe(`/groups/group/?id=${ID}&week=2026-W49`);
    expect(groupIdFromSearch(new URL(groupHref(ID, '2026-W49'), 'https://x.example').search)).toBe(ID);
    const guide = new URL(groupGuideHref('2026-W49', ID), 'https://x.example');
    expect(guide.pathname).toBe('/groups/guide/2026-W49/');
    expect(groupIdOfGuide(guide.search)).toBe(ID);
    expect(groupIdOfGuide('?group=<script>')).toBeNull();
    expect(groupIdOfGuide('')).toBeNull();
  });

  it("give a group's week in full in the leader's edition", () => {
    expect(groupWeekAddresses('https://rd.example.org', 'nl', ID, '2026-W49')).toEqual({
      week: `https://rd.example.org/nl/groups/group/?id=${ID}&week=2026-W49`,
      conversation: `https://rd.example.org/nl/groups/group/?id=${ID}&week=2026-W49#conversation`,
    });
    expect(groupWeekAddresses('https://rd.example.org', 'en', ID, '2026-W49').week).toBe(`https://rd.example.org/groups/group/?id=${ID}&week=2026-W49`);
  });
});
