import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compareGrants, parseGrantMatrix, privilegeAtoms, type ActualGrantRow } from './matrix.ts';

const MATRIX = `
Some prose, then the table.

| object | kind | anon | authenticated | service_role |
|---|---|---|---|---|
| contact_messages | table | INSERT(name, email, message) | SELECT, UPDATE(read_at), DELETE | SELECT, INSERT, UPDATE, DELETE |
| \`site_today()\` | function | EXECUTE | EXECUTE | — |
| save_devotional(jsonb,uuid[]) | function | — | EXECUTE | - |
`;

function row(
  object: string,
  kind: ActualGrantRow['kind'],
  role: ActualGrantRow['role'] = null,
  privilege: string | null = null,
  column_name: string | null = null,
): ActualGrantRow {
  return { object, kind, role, privilege, column_name };
}

/** The database's rows for exactly what MATRIX decides. */
function agreeing(): ActualGrantRow[] {
  return [
    row('contact_messages', 'table'),
    ...['name', 'email', 'message'].map((c) => row('contact_messages', 'table', 'anon', 'INSERT', c)),
    row('contact_messages', 'table', 'authenticated', 'SELECT'),
    row('contact_messages', 'table', 'authenticated', 'UPDATE', 'read_at'),
    row('contact_messages', 'table', 'authenticated', 'DELETE'),
    ...['SELECT', 'INSERT', 'UPDATE', 'DELETE'].map((p) => row('contact_messages', 'table', 'service_role', p)),
    row('site_today()', 'function'),
    row('site_today()', 'function', 'anon', 'EXECUTE'),
    row('site_today()', 'function', 'authenticated', 'EXECUTE'),
    row('save_devotional(jsonb, uuid[])', 'function'),
    row('save_devotional(jsonb, uuid[])', 'function', 'authenticated', 'EXECUTE'),
  ];
}

describe('parseGrantMatrix', () => {
  it('reads objects, kinds and per-role privileges, splitting column grants into one atom per column', () => {
    const matrix = parseGrantMatrix(MATRIX);
    expect([...matrix.keys()]).toEqual(['contact_messages', 'site_today()', 'save_devotional(jsonb, uuid[])']);
    expect(matrix.get('contact_messages')).toEqual({
      object: 'contact_messages',
      kind: 'table',
      grants: {
        anon: ['INSERT(email)', 'INSERT(message)', 'INSERT(name)'],
        authenticated: ['DELETE', 'SELECT', 'UPDATE(read_at)'],
        service_role: ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
      },
    });
    expect(matrix.get('site_today()')?.grants).toEqual({ anon: ['EXECUTE'], authenticated: ['EXECUTE'], service_role: [] });
  });

  it('ignores tables with another header', () => {
    expect(parseGrantMatrix('| a | b |\n|---|---|\n| x | y |\n').size).toBe(0);
  });

  it('refuses an unknown kind, a short row and an object listed twice', () => {
    const head = '| object | kind | anon | authenticated | service_role |\n|---|---|---|---|---|\n';
    expect(() => parseGrantMatrix(`${head}| t | index | — | — | — |`)).toThrow(/kind "index"/);
    expect(() => parseGrantMatrix(`${head}| t | table | — |`)).toThrow(/expected 5 cells/);
    expect(() => parseGrantMatrix(`${head}| t | table | — | — | — |\n| public.t | table | — | — | — |`)).toThrow(/listed twice/);
  });

  it('reads the project matrix in docs/grants.md', () => {
    const matrix = parseGrantMatrix(readFileSync(new URL('../../docs/grants.md', import.meta.url), 'utf8'));
    expect(matrix.get('newsletter_subscribers')?.grants.anon).toEqual([]);
    expect(matrix.get('contact_messages')?.grants.anon).toEqual(['INSERT(email)', 'INSERT(message)', 'INSERT(name)']);
  });
});

describe('privilegeAtoms', () => {
  it('upper-cases privileges and refuses what it cannot read', () => {
    expect(privilegeAtoms('select, insert(b, a)')).toEqual(['INSERT(a)', 'INSERT(b)', 'SELECT']);
    expect(() => privilegeAtoms('SELECT; DROP')).toThrow(/cannot read/);
    expect(() => privilegeAtoms('INSERT()')).toThrow(/names no column/);
  });
});

describe('compareGrants', () => {
  it('finds no difference when the database grants exactly the matrix', () => {
    expect(compareGrants(parseGrantMatrix(MATRIX), agreeing())).toEqual([]);
  });

  it('names a grant nobody decided and a decided grant that is missing, per role', () => {
    const rows = agreeing().filter((r) => !(r.role === 'authenticated' && r.privilege === 'DELETE'));
    rows.push(row('contact_messages', 'table', 'anon', 'INSERT', 'read_at'));
    expect(compareGrants(parseGrantMatrix(MATRIX), rows)).toEqual([
      'contact_messages: anon holds INSERT(read_at), which the grants matrix does not give',
      'contact_messages: authenticated lacks DELETE, which the grants matrix gives',
    ]);
  });

  it('names an object without a decision, even one with no grants, and a decided object that is gone', () => {
    const rows = agreeing().filter((r) => r.object !== 'site_today()');
    rows.push(row('new_table', 'table'), row('new_fn()', 'function'), row('new_fn()', 'function', 'anon', 'EXECUTE'));
    expect(compareGrants(parseGrantMatrix(MATRIX), rows)).toEqual([
      'function new_fn() has no row in the grants matrix (grants anon: EXECUTE)',
      'table new_table has no row in the grants matrix',
      'function site_today() is in the grants matrix but not in the database',
    ]);
  });

  it('names a kind that differs', () => {
    const rows = agreeing().map((r) => (r.object === 'contact_messages' ? { ...r, kind: 'view' as const } : r));
    expect(compareGrants(parseGrantMatrix(MATRIX), rows)).toEqual(['contact_messages is a view in the database but a table in the grants matrix']);
  });
});
