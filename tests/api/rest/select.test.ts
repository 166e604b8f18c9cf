/** PostgREST vertical filtering and resource embedding, as its documentation describes them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

let b: FilmsBackend;
beforeAll(async () => {
  b = await startFilmsBackend();
});
afterAll(async () => {
  await b?.close();
});

describe('select', () => {
  it('returns every column with select=* (and without select)', async () => {
    const { data, error } = await b.anon().from('directors').select('*').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, first_name: 'Stanley', last_name: 'Kubrick' },
      { id: 2, first_name: 'Andrei', last_name: 'Tarkovsky' },
      { id: 3, first_name: 'Agnès', last_name: 'Varda' },
    ]);
    const res = await b.rest('/directors?id=eq.1');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([{ id: 1, first_name: 'Stanley', last_name: 'Kubrick' }]);
  });

  it('selects columns in the order asked, with aliases (alias:column)', async () => {
    const { data } = await b.anon().from('films').select('name:title,year').eq('id', 1);
    expect(data).toEqual([{ name: '2001: A Space Odyssey', year: 1968 }]);
    expect(Object.keys(data![0])).toEqual(['name', 'year']);
  });

  it('casts columns (year::text) and formats values as Postgres does (numeric, timestamptz)', async () => {
    const { data } = await b.anon().from('films').select('year::text,rating,created_at').eq('id', 1).single();
    expect(data).toEqual({ year: '1968', rating: 8.3, created_at: '2024-01-01T00:00:00+00:00' });
  });

  it('reads into JSON columns with -> and ->> (the last key names the field)', async () => {
    const res = await b.rest('/films?select=id,metadata->budget->>usd,first_award:metadata->awards->0&id=in.(1,2)&order=id');
    expect(await res.json()).toEqual([
      { id: 1, usd: '10500000', first_award: 'Oscar' },
      { id: 2, usd: '19000000', first_award: null },
    ]);
  });

  it('rejects an unknown column with 42703 and status 400', async () => {
    const res = await b.rest('/films?select=id,nope');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('42703');
    expect(body.message).toBe('column films.nope does not exist');
  });

  it('answers an unparsable select with PGRST100', async () => {
    const res = await b.rest('/films?select=id,,title');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
  });
});

describe('resource embedding', () => {
  it('embeds a many-to-one relationship as an object (or null)', async () => {
    const { data, error } = await b.anon().from('films').select('title, directors(last_name)').in('id', [1, 5]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: '2001: A Space Odyssey', directors: { last_name: 'Kubrick' } },
      { title: 'Untitled, "draft"', directors: null },
    ]);
  });

  it('embeds a one-to-many relationship as an array, empty when nothing is related', async () => {
    const { data } = await b.anon().from('directors').select('last_name, films(title)').order('id').order('id', { referencedTable: 'films' });
    expect(data).toEqual([
      { last_name: 'Kubrick', films: [{ title: '2001: A Space Odyssey' }, { title: 'The Shining' }] },
      { last_name: 'Tarkovsky', films: [{ title: 'Solaris' }, { title: 'Stalker' }] },
      { last_name: 'Varda', films: [] },
    ]);
  });

  it('embeds many-to-many through a junction table whose primary key holds both foreign keys', async () => {
    const { data } = await b.anon().from('films').select('title, actors(last_name)').eq('id', 2).order('id', { referencedTable: 'actors' });
    expect(data).toEqual([{ title: 'The Shining', actors: [{ last_name: 'Nicholson' }, { last_name: 'Duvall' }] }]);
  });

  it('embeds one-to-one (foreign key that is also the primary key) as an object', async () => {
    const { data } = await b.anon().from('films').select('id, technical_specs(runtime_minutes)').in('id', [1, 3]).order('id');
    expect(data).toEqual([
      { id: 1, technical_specs: { runtime_minutes: 149 } },
      { id: 3, technical_specs: null },
    ]);
  });

  it('nests embeds and renames them with alias:table(...)', async () => {
    const { data } = await b
      .anon()
      .from('directors')
      .select('name:last_name, works:films(title, cast:film_cast(character, actors(first_name)))')
      .eq('id', 1)
      .order('id', { referencedTable: 'films' })
      .single();
    expect(data).toEqual({
      name: 'Kubrick',
      works: [
        { title: '2001: A Space Odyssey', cast: [{ character: 'Dave Bowman', actors: { first_name: 'Keir' } }] },
        {
          title: 'The Shining',
          cast: [
            { character: 'Jack Torrance', actors: { first_name: 'Jack' } },
            { character: 'Wendy Torrance', actors: { first_name: 'Shelley' } },
          ],
        },
      ],
    });
  });

  it('filters parents by the embedded resource with !inner', async () => {
    const { data } = await b.anon().from('directors').select('last_name, films!inner(title)').eq('films.year', 1972);
    expect(data).toEqual([{ last_name: 'Tarkovsky', films: [{ title: 'Solaris' }] }]);
  });

  it('filters only the embedded array without !inner (tags.name=eq.x style)', async () => {
    const { data } = await b.anon().from('directors').select('last_name, films(title)').eq('films.year', 1972).order('id');
    expect(data).toEqual([
      { last_name: 'Kubrick', films: [] },
      { last_name: 'Tarkovsky', films: [{ title: 'Solaris' }] },
      { last_name: 'Varda', films: [] },
    ]);
  });

  it('orders and limits embedded resources (films.order, films.limit)', async () => {
    const res = await b.rest('/directors?select=last_name,films(title)&films.order=year.desc&films.limit=1&id=lte.2&order=id');
    expect(await res.json()).toEqual([
      { last_name: 'Kubrick', films: [{ title: 'The Shining' }] },
      { last_name: 'Tarkovsky', films: [{ title: 'Stalker' }] },
    ]);
  });

  it('answers an ambiguous embed with PGRST201 (300) and a hint, and resolves it with !fk_name', async () => {
    const res = await b.rest('/films?select=id,film_sequels(*)');
    expect(res.status).toBe(300);
    const body = await res.json();
    expect(body.code).toBe('PGRST201');
    expect(body.message).toBe("Could not embed because more than one relationship was found for 'films' and 'film_sequels'");
    expect(body.details).toHaveLength(2);
    expect(body.hint).toContain("'film_sequels!film_sequels_original_id_fkey'");

    const { data } = await b.anon().from('films').select('id, sequels:film_sequels!film_sequels_original_id_fkey(sequel_id)').eq('id', 1);
    expect(data).toEqual([{ id: 1, sequels: [{ sequel_id: 2 }] }]);
  });

  it('picks a many-to-one relationship by its column with table!column', async () => {
    const { data } = await b.anon().from('film_sequels').select('original:films!original_id(title), sequel:films!sequel_id(title)');
    expect(data).toEqual([{ original: { title: '2001: A Space Odyssey' }, sequel: { title: 'The Shining' } }]);
  });

  it('answers an unknown relationship with PGRST200 (400)', async () => {
    const res = await b.rest('/films?select=id,awards(*)');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST200',
      details: "Searched for a foreign key relationship between 'films' and 'awards' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'films' and 'awards' in the schema cache",
    });
  });

  it('spreads a to-one embed into the parent with ...table(cols)', async () => {
    const res = await b.rest('/films?select=title,...directors(director:last_name)&id=eq.3');
    expect(await res.json()).toEqual([{ title: 'Solaris', director: 'Tarkovsky' }]);
  });

  it('orders by a column of an embedded to-one resource with order=directors(last_name)', async () => {
    const res = await b.rest('/films?select=id,directors(last_name)&director_id=not.is.null&order=directors(last_name).desc,id.asc');
    expect((await res.json()).map((f: { id: number }) => f.id)).toEqual([3, 4, 1, 2]);
    // The related resource has to be embedded for its columns to order the parent.
    const unembedded = await b.rest('/films?select=id&order=directors(last_name)');
    expect(unembedded.status).toBe(400);
    expect((await unembedded.json()).code).toBe('PGRST118');
  });

  it('reads views like tables', async () => {
    const { data } = await b.anon().from('film_titles').select('title, director').eq('id', 4);
    expect(data).toEqual([{ title: 'Stalker', director: 'Tarkovsky' }]);
  });
});
