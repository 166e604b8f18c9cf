/** PostgREST horizontal filtering and ordering: operators, negation, logic trees. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

async function ids(query: string): Promise<number[]> {
  const res = await b.rest(`/films?select=id&order=id${query ? `&${query}` : ''}`);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.map((f: { id: number }) => f.id);
}

describe('filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte', async () => {
    expect(await ids('year=eq.1972')).toEqual([3]);
    expect(await ids('language=neq.en')).toEqual([3, 4]);
    expect(await ids('year=gt.1972')).toEqual([2, 4]);
    expect(await ids('year=gte.1972')).toEqual([2, 3, 4]);
    expect(await ids('year=lt.1972')).toEqual([1]);
    expect(await ids('rating=lte.8.1')).toEqual([3, 4]);
    const { data } = await b.anon().from('films').select('id').gt('year', 1970).lt('year', 1980).order('id');
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('matches patterns with like and ilike, * standing for %', async () => {
    expect(await ids('title=like.*The*')).toEqual([2]);
    expect(await ids('title=ilike.s*')).toEqual([3, 4]);
    const { data } = await b.anon().from('films').select('title').ilike('title', '%odyssey%');
    expect(data).toEqual([{ title: '2001: A Space Odyssey' }]);
  });

  it('checks null, true, false with is', async () => {
    expect(await ids('year=is.null')).toEqual([5]);
    expect(await ids('year=not.is.null')).toEqual([1, 2, 3, 4]);
    const { data } = await b.anon().from('films').select('id').is('director_id', null);
    expect(data).toEqual([{ id: 5 }]);
  });

  it('matches lists with in, quoting values that contain commas', async () => {
    expect(await ids('id=in.(1,3,4)')).toEqual([1, 3, 4]);
    expect(await ids('title=in.("Untitled, \\"draft\\"",Solaris)')).toEqual([3, 5]);
    const { data } = await b.anon().from('films').select('id').in('title', ['Untitled, "draft"', 'Stalker']).order('id');
    expect(data).toEqual([{ id: 4 }, { id: 5 }]);
    expect(await ids('id=in.()')).toEqual([]);
  });

  it('tests arrays and jsonb with cs, cd, ov', async () => {
    expect(await ids('tags=cs.{sci-fi,drama}')).toEqual([3, 4]);
    expect(await ids('tags=cd.{sci-fi,space,drama}')).toEqual([1, 3, 4, 5]);
    expect(await ids('tags=ov.{horror,space}')).toEqual([1, 2]);
    expect(await ids('metadata=cs.{"awards":["Oscar"]}')).toEqual([1]);
    const { data } = await b.anon().from('films').select('id').contains('tags', ['space']);
    expect(data).toEqual([{ id: 1 }]);
    const { data: json } = await b
      .anon()
      .from('films')
      .select('id')
      .contains('metadata', { budget: { usd: 1000000 } });
    expect(json).toEqual([{ id: 3 }]);
  });

  it('searches text with fts, plfts, phfts and wfts', async () => {
    expect(await ids('title=fts(english).shining')).toEqual([2]);
    expect(await ids('title=plfts.space odyssey')).toEqual([1]);
    expect(await ids('title=phfts(english).space odyssey')).toEqual([1]);
    const { data } = await b.anon().from('films').select('id').textSearch('title', 'solaris or stalker', { type: 'websearch', config: 'english' }).order('id');
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('negates any operator with not.', async () => {
    expect(await ids('id=not.in.(1,2,3)')).toEqual([4, 5]);
    expect(await ids('title=not.like.S*')).toEqual([1, 2, 5]);
    const { data } = await b.anon().from('films').select('id').not('tags', 'cs', '{sci-fi}').order('id');
    expect(data).toEqual([{ id: 2 }, { id: 5 }]);
  });

  it('combines conditions with or=(...), nested and(...), and not.or', async () => {
    expect(await ids('or=(year.lt.1970,and(year.gt.1975,rating.gte.8.2))')).toEqual([1, 2]);
    expect(await ids('not.or=(year.is.null,language.eq.en)')).toEqual([3, 4]);
    expect(await ids('and=(year.gte.1970,or(title.eq.Solaris,title.eq.Stalker))')).toEqual([3, 4]);
    const { data } = await b.anon().from('films').select('id').or('id.eq.1,title.ilike.*stalker*').order('id');
    expect(data).toEqual([{ id: 1 }, { id: 4 }]);
  });

  it('applies logic trees to embedded resources (films.or=...)', async () => {
    const { data } = await b
      .anon()
      .from('directors')
      .select('last_name, films!inner(title)')
      .or('year.eq.1968,year.eq.1979', { referencedTable: 'films' })
      .order('id');
    expect(data).toEqual([
      { last_name: 'Kubrick', films: [{ title: '2001: A Space Odyssey' }] },
      { last_name: 'Tarkovsky', films: [{ title: 'Stalker' }] },
    ]);
  });

  it('filters on JSON paths', async () => {
    expect(await ids('metadata->budget->>usd=eq.1000000')).toEqual([3]);
    expect(await ids('metadata->>awards=eq.[]')).toEqual([2]);
  });

  it('matches any or all of a list with the (any)/(all) modifiers', async () => {
    expect(await ids('title=like(any).{Sol*,Sta*}')).toEqual([3, 4]);
    expect(await ids('title=like(all).{S*,*r}')).toEqual([4]);
  });

  it('keeps only rows whose embedded resource exists with embed=not.is.null', async () => {
    const res = await b.rest('/films?select=id,technical_specs(camera)&technical_specs=not.is.null&order=id');
    expect(await res.json()).toEqual([
      { id: 1, technical_specs: { camera: 'Super Panavision 70' } },
      { id: 2, technical_specs: { camera: 'Arriflex 35' } },
    ]);
  });

  it('answers an unknown operator with PGRST100 and a bad value with 22P02', async () => {
    const bad = await b.rest('/films?id=equals.1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST100');
    const invalid = await b.rest('/films?id=eq.one');
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.code).toBe('22P02');
    expect(body.message).toBe('invalid input syntax for type integer: "one"');
  });

  it('refuses a filter on a resource that is not embedded with PGRST108', async () => {
    const res = await b.rest('/films?select=id&actors.last_name=eq.Duvall');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST108');
  });
});

describe('order', () => {
  it('orders by several columns with asc/desc and nullsfirst/nullslast', async () => {
    const res = await b.rest('/films?select=id&order=year.desc.nullslast,id.asc');
    expect((await res.json()).map((f: { id: number }) => f.id)).toEqual([2, 4, 3, 1, 5]);
    const first = await b.rest('/films?select=id&order=year.asc.nullsfirst');
    expect((await first.json()).map((f: { id: number }) => f.id)).toEqual([5, 1, 3, 4, 2]);
    const { data } = await b.anon().from('films').select('id').order('language', { ascending: false }).order('rating', { ascending: true, nullsFirst: true });
    expect(data!.map((f) => f.id)).toEqual([3, 4, 5, 1, 2]);
  });
});
