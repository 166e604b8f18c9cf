/**
 * delete-account through supabase-js's functions.invoke (issue 31, "A reader's own data"): a reader deletes their
 * own account after proving it is them again, and afterwards no table, bucket or Auth record holds anything of
 * theirs (counted through the service role, tests/support/account-traces.ts). Every refusal changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { DELETION_MESSAGES } from '@lib/account/account-deletion.ts';
import { clientFor, enrolTotp, passTotp, startTestBackend, TEST_PASSWORD, type TestAccount, type TestBackend } from '../harness.ts';
import { accountTraces, ACCOUNT_COLUMNS, remaining } from '../../support/account-traces.ts';
import { giveEveryKindOfData, type ContentToUse } from '../../support/reader-data.ts';
import { PSALM_23 } from '../../support/devotional-fixture.ts';

let t: TestBackend;
let service: SupabaseClient;
let content: ContentToUse;

/** The data of a supabase-js answer that succeeded (typed as its success case); throws the error otherwise. */
function check<R extends { data: unknown; error: { message: string } | null }>(result: R): Extract<R, { error: null }>['data'] {
  if (result.error) throw new Error(result.error.message);
  return result.data as Extract<R, { error: null }>['data'];
}

async function devotional(): Promise<string> {
  const slug = `devotional-${randomUUID().slice(0, 8)}`;
  const row = check(
    await service
      .from('devotionals')
      .insert({ title: `Devotional ${slug}`, slug, date: '2020-01-01', status: 'published', ...PSALM_23 })
      .select('id')
      .single(),
  );
  return (row as { id: string }).id;
}

async function confessionSection(): Promise<string> {
  const confession = check(
    await service.from('confessions').insert({ slug: 'westminster-shorter-catechism', name: 'Westminster Shorter Catechism' }).select('id').single(),
  );
  const section = check(
    await service
      .from('confession_sections')
      .insert({
        confession_id: (confession as { id: string }).id,
        section_type: 'question',
        section_number: 1,
        url_slug: 'question-1',
        content: "Man's chief end",
      })
      .select('id')
      .single(),
  );
  return (section as { id: string }).id;
}

async function deleteAccount(client: SupabaseClient, body: Record<string, unknown> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke('delete-account', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A reader with every kind of data; their traces are all counted before anything is tried. */
async function fullReader(name: string): Promise<TestAccount> {
  const reader = await t.newUser(name);
  await giveEveryKindOfData(reader.client, service, reader, content);
  return reader;
}

async function canSignIn(email: string, password = TEST_PASSWORD): Promise<boolean> {
  const { error } = await clientFor(t.url, t.anonKey).auth.signInWithPassword({ email, password });
  return !error;
}

/** Moves the session's authentication times back (as if it happened `minutes` ago) and refreshes its token. */
async function ageSession(client: SupabaseClient, minutes: number): Promise<void> {
  const { data } = await client.auth.getSession();
  const sessionId = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id as string;
  await t.local.db.query(`update auth.mfa_amr_claims set updated_at = now() - make_interval(mins => $2) where session_id = $1`, [sessionId, minutes]);
  check(await client.auth.refreshSession());
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  content = { devotionalIds: [await devotional(), await devotional()], sectionId: await confessionSection() };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('what an account holds', () => {
  it('every public table that references an account is counted by the traces', async () => {
    const { rows } = await t.local.db.query<{ table_name: string; column_name: string }>(`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
        from pg_catalog.pg_constraint c
        join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and c.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)
         -- practice_days and practice_progress also reference their learner by (learner_id, user_id)
         and c.confrelid <> 'public.practice_learners'::regclass`);
    const referencing = rows.map((r) => `${r.table_name.replace(/^public\./, '')}.${r.column_name}`).sort();
    expect(referencing).toEqual(ACCOUNT_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
  });

  it('every such foreign key removes or forgets the account with it (cascade, or set null where the row stays)', async () => {
    const { rows } = await t.local.db.query<{ name: string; action: string }>(`
      select c.conrelid::regclass::text || '.' || c.conname as name, c.confdeltype::text as action
        from pg_catalog.pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and c.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass)`);
    const kept = rows.filter((r) => r.action !== 'c').map((r) => `${r.name}: ${r.action}`);
    // 'n' is ON DELETE SET NULL: feedback stays without a name, a build record without its requester.
    expect(kept.sort()).toEqual(['site_builds.site_builds_requested_by_fkey: n', 'user_feedback.user_feedback_user_id_fkey: n']);
  });
});

describe('delete-account refuses, and changes nothing', () => {
  it('without a session', async () => {
    const { status, body } = await deleteAccount(t.anon(), { password: TEST_PASSWORD });
    expect(status).toBe(401);
    expect(body.error).toBe(DELETION_MESSAGES.signIn);
  });

  it('a wrong password, or none', async () => {
    const reader = await fullReader('wrong-password');
    const before = await accountTraces(service, reader);
    // Every kind of data, but a role (readers have none) and a site build (only admins request them).
    const unused = ['user_roles', 'site_builds'];
    expect(Object.keys(remaining(before)).sort()).toEqual(
      [...ACCOUNT_COLUMNS.map((c) => c.table).filter((table) => !unused.includes(table)), 'newsletter_subscribers', 'storage: avatars', 'auth.users'].sort(),
    );
    expect(before.practice_learners).toBe(2);

    const wrong = await deleteAccount(reader.client, { password: 'not-my-password', removeNewsletter: true });
    expect(wrong).toEqual({ status: 403, body: { error: DELETION_MESSAGES.wrongPassword } });
    const none = await deleteAccount(reader.client, { removeNewsletter: true });
    expect(none).toEqual({ status: 400, body: { error: DELETION_MESSAGES.passwordRequired } });
    const malformed = await deleteAccount(reader.client, { password: 42 });
    expect(malformed.status).toBe(400);

    expect(await accountTraces(service, reader)).toEqual(before);
    expect(await canSignIn(reader.email)).toBe(true);
  });

  it('the last admin, however right the code; a blocked admin does not count as another', async () => {
    const only = await t.newAdmin('only-admin');
    const before = await accountTraces(service, only);
    const refused = await deleteAccount(only.client, {});
    expect(refused).toEqual({ status: 409, body: { error: DELETION_MESSAGES.lastAdmin } });

    const blocked = await t.newAdmin('blocked-admin');
    check(await service.from('profiles').update({ is_blocked: true }).eq('id', blocked.id));
    await passTotp(only.client, only.factor);
    expect((await deleteAccount(only.client, {})).status).toBe(409);
    expect(await accountTraces(service, only)).toEqual(before);

    // With another active admin, the first may go (its code was just typed).
    check(await service.from('profiles').update({ is_blocked: false }).eq('id', blocked.id));
    await passTotp(only.client, only.factor);
    expect(await deleteAccount(only.client, {})).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: false } });
    expect(remaining(await accountTraces(service, only))).toEqual({});
    // The other admin's console no longer lists the account.
    const { data: listed } = await blocked.client.from('admin_users').select('id');
    expect(listed!.map((u) => u.id)).toContain(blocked.id);
    expect(listed!.map((u) => u.id)).not.toContain(only.id);
  });

  it('an account with an authenticator whose session has not passed the code, or passed it too long ago', async () => {
    const reader = await t.newUser('two-factor-reader');
    const factor = await enrolTotp(reader.client);
    // A new sign-in with the password alone: aal1. The right password does not stand in for the code.
    const laptop = clientFor(t.url, t.anonKey);
    check(await laptop.auth.signInWithPassword({ email: reader.email, password: TEST_PASSWORD }));
    const before = await accountTraces(service, reader);
    expect(await deleteAccount(laptop, { password: TEST_PASSWORD })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.secondFactorRequired } });

    await passTotp(laptop, factor);
    await ageSession(laptop, 6);
    expect(await deleteAccount(laptop, { password: TEST_PASSWORD })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.secondFactorRequired } });
    expect(await accountTraces(service, reader)).toEqual(before);

    // The code typed again just before: deleted, factor and all.
    await passTotp(laptop, factor);
    expect((await deleteAccount(laptop, {})).status).toBe(200);
    expect(remaining(await accountTraces(service, reader))).toEqual({});
    const { rows } = await t.local.db.query(`select 1 from auth.mfa_factors where id = $1`, [factor.factorId]);
    expect(rows).toEqual([]);
  });
});

describe('delete-account deletes', () => {
  it('the account and everything that belongs to it; feedback stays without a name', async () => {
    const reader = await fullReader('leaving-reader');
    const admin = await t.newAdmin('console-admin');
    const { data: feedback } = await service.from('user_feedback').select('id').eq('user_id', reader.id).single();
    check(await service.from('user_feedback').update({ status: 'approved' }).eq('id', feedback!.id));
    const before = await t.anon().from('public_testimonials').select('full_name').eq('id', feedback!.id).single();
    expect(before.data?.full_name).toBe('leaving-reader');
    expect((await admin.client.from('admin_users').select('id').eq('id', reader.id)).data).toHaveLength(1);

    const { status, body } = await deleteAccount(reader.client, { password: TEST_PASSWORD, removeNewsletter: true });
    expect({ status, body }).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: true } });

    expect(remaining(await accountTraces(service, reader))).toEqual({});
    // The testimonial and its moderation record stay, tied to nobody.
    const kept = check(await service.from('user_feedback').select('user_id, feedback_text, status').eq('id', feedback!.id).single());
    expect(kept).toEqual({ user_id: null, feedback_text: 'Our family reads it every morning.', status: 'approved' });
    const shown = await t.anon().from('public_testimonials').select('full_name, country').eq('id', feedback!.id).single();
    expect(shown.data).toEqual({ full_name: null, country: 'Scotland' });
    // The console's Users screen shows it no more.
    expect((await admin.client.from('admin_users').select('id').eq('id', reader.id)).data).toEqual([]);
    // Signing in fails; the old session names nobody.
    expect(await canSignIn(reader.email)).toBe(false);
    expect((await reader.client.auth.getUser()).error).not.toBeNull();
  });

  it('keeps the newsletter subscription unless asked to remove it', async () => {
    const reader = await fullReader('keeps-newsletter');
    expect(await deleteAccount(reader.client, { password: TEST_PASSWORD })).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: false } });
    expect(remaining(await accountTraces(service, reader))).toEqual({ newsletter_subscribers: 1 });
  });

  it("does not remove another address's subscription through an account that never confirmed its address", async () => {
    const email = `unconfirmed.${Date.now().toString(36)}@example.test`;
    check(await service.auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: false }));
    check(await service.from('newsletter_subscribers').insert({ email, confirmed_at: new Date().toISOString() }));
    const client = clientFor(t.url, t.anonKey);
    check(await client.auth.signInWithPassword({ email, password: TEST_PASSWORD }));
    expect(await deleteAccount(client, { password: TEST_PASSWORD, removeNewsletter: true })).toEqual({
      status: 200,
      body: { deleted: true, newsletterRemoved: false },
    });
    expect((await service.from('newsletter_subscribers').select('email').eq('email', email)).data).toEqual([{ email }]);
  });

  it('an account without a password (Google) after a fresh sign-in, not an old one', async () => {
    const email = `google.${Date.now().toString(36)}@example.test`;
    const created = check(await service.auth.admin.createUser({ email, email_confirm: true, app_metadata: { provider: 'google', providers: ['google'] } }));
    const link = check(await service.auth.admin.generateLink({ type: 'magiclink', email }));
    const client = clientFor(t.url, t.anonKey);
    check(await client.auth.verifyOtp({ token_hash: link.properties.hashed_token, type: 'magiclink' }));

    await ageSession(client, 10);
    expect(await deleteAccount(client, {})).toEqual({ status: 403, body: { error: DELETION_MESSAGES.signInAgain } });
    expect((await service.auth.admin.getUserById(created.user!.id)).data.user).not.toBeNull();

    await ageSession(client, 1);
    expect((await deleteAccount(client, {})).status).toBe(200);
    expect((await service.auth.admin.getUserById(created.user!.id)).data.user).toBeNull();
  });
});
