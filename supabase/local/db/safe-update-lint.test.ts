import { describe, expect, it } from 'vitest';
import { unguardedWrites } from './safe-update-lint.ts';

describe('unguardedWrites', () => {
  it('finds an UPDATE or DELETE without WHERE, in SQL and PL/pgSQL bodies', () => {
    expect(unguardedWrites('delete from public.notes')).toEqual(['delete from public.notes']);
    expect(unguardedWrites('begin\n  if x then\n    update public.counters c set n = 0;\n  end if;\nend')).toEqual(['update public.counters c set']);
  });

  it('accepts filtered writes, upserts, row locks and keywords inside comments or strings', () => {
    const body = `
      delete from public.notes n
        where n.owner = auth.uid();
      update public.counters set n = n + 1 where id = 1;
      insert into t values (1) on conflict (id) do update set n = excluded.n;
      select * from t for update;
      -- delete from public.notes
      raise notice 'update x set y';
      delete from t where true`;
    expect(unguardedWrites(body)).toEqual([]);
  });
});
