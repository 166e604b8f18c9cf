import { describe, expect, it } from 'vitest';
import { searchFilter } from './dataProvider.ts';

const params = (filter: Record<string, unknown>) => ({ filter, pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'DESC' as const } });

describe('searchFilter', () => {
  it('turns q into a case-insensitive match on any of the resource\'s search columns', () => {
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
