import { describe, expect, it } from 'vitest';
import { searchFilter, withTiebreak } from './dataProvider.ts';

const params = (filter: Record<string, unknown>) => ({ filter, pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'DESC' as const } });

describe('searchFilter', () => {
  it("turns q into a case-insensitive match on any of the resource's search columns", () => {
    expect(searchFilter('devotionals', params({ q: 'Psalm 23', status: 'draft' })).filter).toEqual({
      status: 'draft',
      '@or': { 'title@ilike': 'Psalm*23', 'biblical_passage@ilike': 'Psalm*23', 'slug@ilike': 'Psalm*23' },
    });
  });

  it('drops characters of the filter grammar so a search cannot change the query', () => {
    expect(searchFilter('devotionals', params({ q: 'a,b)or(title.eq*' })).filter['@or']['title@ilike']).toBe('a*b*or*title*eq');
  });

  it('ignores an empty search and resources without search columns', () => {
    expect(searchFilter('devotionals', params({ q: ' ,, ' })).filter).toEqual({});
    expect(searchFilter('tags', params({ q: 'grace' })).filter).toEqual({ q: 'grace' });
  });
});

describe('withTiebreak', () => {
  it('sorts by id last, in the same direction, so rows that tie never move between pages', () => {
    expect(withTiebreak(params({})).sort).toEqual({ field: 'date.desc,id', order: 'DESC' });
    expect(withTiebreak({ ...params({}), sort: { field: 'title', order: 'ASC' as const } }).sort).toEqual({ field: 'title.asc,id', order: 'ASC' });
  });

  it('leaves a sort by id, or no sort, alone', () => {
    const byId = { ...params({}), sort: { field: 'id', order: 'ASC' as const } };
    expect(withTiebreak(byId)).toBe(byId);
    const unsorted: { sort?: { field: string; order: 'ASC' | 'DESC' }; filter: object } = { filter: {} };
    expect(withTiebreak(unsorted)).toBe(unsorted);
  });
});
