/**
 * Property-based fuzzing of PostgREST's query grammar against supabase/local: random select, filter, logic-tree
 * and order strings built from the grammar's tokens and hostile characters. Whatever the request, the answer
 * is a 2xx, or a 4xx with PostgREST's error body; never a 5xx (so never a statement timeout either), and never
 * a row the role may not read or write.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilmsBackend, type FilmsBackend } from './films-backend.ts';

/** Kept modest so the whole API suite stays quick; raise locally with FUZZ_RUNS when hunting. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SECRET = 'BOB-SECRET-NOTE';

let b: FilmsBackend;
let alice: string;
let bobNoteIds: number[];
beforeAll(async () => {
  b = await startFilmsBackend();
  const a = await b.userToken();
  const bob = await b.userToken();
  alice = a.token;
  await b.rest('/watch_notes', {
    method: 'POST',
    key: a.token,
    body: JSON.stringify([
      { film_id: 1, body: 'alice one' },
      { film_id: 2, body: 'alice two' },
    ]),
  });
  const res = await b.rest('/watch_notes?select=id', {
    method: 'POST',
    key: bob.token,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify([
      { film_id: 1, body: `${SECRET} 1` },
      { film_id: 3, body: `${SECRET} 2` },
    ]),
  });
  bobNoteIds = (await res.json()).map((r: { id: number }) => r.id);
  expect(bobNoteIds).toHaveLength(2);
});
afterAll(async () => {
  await b?.close();
});

const COLUMNS = ['id', 'title', 'year', 'rating', 'tags', 'metadata', 'director_id', 'owner_id', 'body', 'film_id', 'first_name', 'last_name', 'nope'];
const EMBEDS = ['directors', 'films', 'film_cast', 'actors', 'watch_notes', 'technical_specs', 'film_sequels', 'director_id', 'nope'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'bogus',
];
const HOSTILE = [
  '"',
  "'",
  '\\',
  '(',
  ')',
  ',',
  '.',
  ':',
  '::',
  '->',
  '->>',
  ';',
  '--',
  '/*',
  '*',
  '%',
  '!',
  ' ',
  '\u0000',
  '\u00e9',
  '\u{1F600}',
  'select',
  'union',
  '$1',
  '{',
  '}',
  '[',
  ']',
];

const hostileText = fc.array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 4 })), { maxLength: 5 }).map((parts) => parts.join(''));
const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...COLUMNS) }, { weight: 1, arbitrary: hostileText });
const quoted = name.map((n) => `"${n.replace(/(["\\])/g, '\\$1')}"`);
const field = fc
  .tuple(fc.oneof(name, quoted), fc.array(fc.tuple(fc.constantFrom('->', '->>'), fc.oneof(name, fc.nat(3).map(String))), { maxLength: 2 }))
  .map(([col, path]) => col + path.map(([arrow, key]) => arrow + key).join(''));
const cast = fc.oneof(
  fc.constantFrom('', '', '::text', '::int', '::json', '::text[]', '::numeric'),
  hostileText.map((t) => `::${t}`),
);
const alias = fc.oneof(
  fc.constant(''),
  name.map((n) => `${n}:`),
);

const selectItem: fc.Arbitrary<string> = fc.letrec<{ item: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('*'),
    fc.tuple(alias, field, cast).map(([a, f, c]) => a + f + c),
    // Aggregates (on locally): `count()`, `field::cast.fn()::cast`, with hostile function names and casts too.
    fc
      .tuple(
        alias,
        fc.oneof(
          fc.constant(''),
          field.chain((f) => cast.map((c) => `${f}${c}.`)),
        ),
        fc.oneof(fc.constantFrom('count', 'sum', 'avg', 'min', 'max'), hostileText),
        fc.constantFrom('()', '()', '(1)', '(*)', ''),
        cast,
      )
      .map(([a, target, fn, parens, c]) => `${a}${target}${fn}${parens}${c}`),
    fc
      .tuple(
        alias,
        fc.constantFrom('', '...'),
        fc.constantFrom(...EMBEDS),
        fc.constantFrom('', '!inner', '!left', '!fk', '!films_director_id_fkey'),
        fc.array(tie('item'), { maxLength: 3 }),
      )
      .map(([a, spread, embed, hint, children]) => `${spread ? '' : a}${spread}${embed}${hint}(${children.join(',')})`),
  ),
})).item;

const value = fc.oneof(fc.constantFrom('1', 'null', 'true', '2001', 'grace', '(1,2)', '{a,b}', '"a,b"', '[1,2)'), hostileText);
const operand = fc
  .tuple(fc.boolean(), fc.constantFrom(...OPERATORS), fc.constantFrom('', '(any)', '(all)', '(english)', '(x y)'), value)
  .map(([not, op, mod, v]) => `${not ? 'not.' : ''}${op}${mod}.${v}`);

const logic: fc.Arbitrary<string> = fc.letrec<{ tree: string }>((tie) => ({
  tree: fc
    .tuple(
      fc.boolean(),
      fc.constantFrom('and', 'or'),
      fc.array(
        fc.oneof(
          { depthSize: 'small' },
          fc.tuple(field, operand).map(([f, o]) => `${f}.${o}`),
          tie('tree'),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([not, kind, children]) => `${not ? 'not.' : ''}${kind}(${children.join(',')})`),
})).tree;

const orderTerm = fc
  .tuple(
    fc.oneof(
      field,
      fc.constantFrom(...EMBEDS).chain((e) => field.map((f) => `${e}(${f})`)),
    ),
    fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways'),
  )
  .map(([f, m]) => f + m);

/** One query string: select, a few filters (some on embeds), a logic tree, order, limit/offset. */
const queryString = fc
  .record({
    select: fc.option(
      fc.array(selectItem, { minLength: 1, maxLength: 4 }).map((items) => items.join(',')),
      { nil: undefined },
    ),
    filters: fc.array(fc.tuple(fc.option(fc.constantFrom(...EMBEDS), { nil: undefined }), field, operand), { maxLength: 3 }),
    logic: fc.option(logic, { nil: undefined }),
    order: fc.option(
      fc.array(orderTerm, { minLength: 1, maxLength: 2 }).map((t) => t.join(',')),
      { nil: undefined },
    ),
    limit: fc.option(fc.oneof(fc.nat(5).map(String), hostileText), { nil: undefined }),
    offset: fc.option(fc.oneof(fc.nat(3).map(String), hostileText), { nil: undefined }),
  })
  .map((q) => {
    const params: string[] = [];
    const add = (k: string, v: string) => params.push(`${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    if (q.select !== undefined) add('select', q.select);
    for (const [embed, f, o] of q.filters) add(embed ? `${embed}.${f}` : f, o);
    if (q.logic) {
      const open = q.logic.indexOf('(');
      add(q.logic.slice(0, open), q.logic.slice(open));
    }
    if (q.order !== undefined) add('order', q.order);
    if (q.limit !== undefined) add('limit', q.limit);
    if (q.offset !== undefined) add('offset', q.offset);
    return params.join('&');
  });

const resource = fc.constantFrom('/films', '/directors', '/watch_notes', '/film_titles', '/rpc/films_by_director', '/rpc/film_years');

/** The property every answer must have. */
async function expectWellFormed(res: Response, context: string): Promise<string> {
  const text = await res.text();
  expect(res.status, `${context} -> ${res.status} ${text}`).toBeLessThan(500);
  if (res.status >= 400) {
    const body = JSON.parse(text);
    expect(Object.keys(body).sort(), `${context} -> ${text}`).toEqual(['code', 'details', 'hint', 'message']);
    expect(typeof body.code, context).toBe('string');
    expect(typeof body.message, context).toBe('string');
  }
  return text;
}

describe('REST grammar fuzz', () => {
  it("reads: every answer is a 2xx or a PostgREST 4xx, and a signed-in user never sees another user's notes", async () => {
    await fc.assert(
      fc.asyncProperty(resource, queryString, fc.constantFrom('anon', 'alice'), fc.constantFrom('GET', 'HEAD'), async (path, query, who, method) => {
        const url = `${path}${path.startsWith('/rpc/films_by_director') ? `?director=1${query ? '&' : ''}` : query ? '?' : ''}${query}`;
        const res = await b.rest(url, { method, key: who === 'alice' ? alice : undefined, headers: { prefer: 'count=exact' } });
        const text = method === 'HEAD' ? (expect(res.status, url).toBeLessThan(500), '') : await expectWellFormed(res, `${who} ${method} ${url}`);
        expect(text, url).not.toContain(SECRET);
      }),
      { numRuns: RUNS },
    );
  });

  it('writes: hostile filters on PATCH and DELETE never touch rows the user may not write', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, fc.constantFrom('PATCH', 'DELETE'), async (query, method) => {
        const url = `/watch_notes?${query}`;
        const res = await b.rest(url, {
          method,
          key: alice,
          headers: { prefer: 'return=representation,tx=rollback' },
          body: method === 'PATCH' ? JSON.stringify({ body: 'changed' }) : undefined,
        });
        const text = await expectWellFormed(res, `${method} ${url}`);
        expect(text).not.toContain(SECRET);
      }),
      { numRuns: RUNS },
    );
    const { rows } = await b.local.db.query<{ body: string }>('select body from watch_notes where id = any($1::int[]) order by id', [bobNoteIds]);
    expect(rows.map((r) => r.body)).toEqual([`${SECRET} 1`, `${SECRET} 2`]);
  });

  it('headers: hostile Prefer, Range, Accept and profile headers still get a 2xx or a PostgREST 4xx', async () => {
    const header = fc.oneof(
      hostileText,
      fc.constantFrom('count=exact', 'count=planned', 'return=representation', 'items=0-1', '0-', 'public', 'text/csv', 'application/vnd.pgrst.object+json'),
    );
    await fc.assert(
      fc.asyncProperty(header, header, header, header, async (prefer, range, accept, profile) => {
        const headers: Record<string, string> = {};
        // eslint-disable-next-line no-control-regex -- fetch refuses header values with control characters.
        const safe = (v: string) => v.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[^\u0020-\u00ff]/g, '');
        headers.prefer = safe(prefer);
        headers.range = safe(range);
        headers.accept = safe(accept);
        headers['accept-profile'] = safe(profile);
        const res = await b.rest('/films?select=id,title', { headers });
        await expectWellFormed(res, JSON.stringify(headers));
      }),
      { numRuns: RUNS },
    );
  });
});
