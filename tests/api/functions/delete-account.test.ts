/**
 * delete-account through supabase-js's functions.invoke: a reader deletes their own account with the one-time code
 * e-mailed to its address (and their authenticator, when they had one before this session), and afterwards no
 * table, bucket or Auth record holds anything of theirs (counted through the service role,
 * tests/support/account-traces.ts). Every refusal changes nothing. A stolen session alone (which can set a new
 * password and enrol an authenticator of its own) deletes nothing (docs/security.md).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { Mail } from '../../../supabase/local/auth/mailbox.ts';
import { DELETION_MESSAGES } from '@lib/account/account-deletion.ts';
import { clientFor, enrolTotp, passTotp, startTestBackend, TEST_PASSWORD, type TestAccount, type TestBackend } from '../harness.ts';
import { accountTraces, ACCOUNT_COLUMNS, remaining } from '../../support/account-traces.ts';
import { giveEveryKindOfData, type ContentToUse } from '../../support/reader-data.ts';
import { PSALM_23 } from '../../support/devotional-fixture.ts';
import { STAND_IN_PNG } from '../../support/media-standins.ts';

let t: TestBackend;
let service: SupabaseClient;
let content: ContentToUse;
const functionEnv: Record<string, string> = {};

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

async function callFunction(client: SupabaseClient, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error } = await client.functions.invoke('delete-account', { body });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const deleteAccount = (client: SupabaseClient, body: Record<string, unknown> = {}) => callFunction(client, { action: 'delete', ...body });

const DELETION_SUBJECTS = [
  'Your code to delete your Reformed Devotionals account',
  'Uw code om uw account bij Reformed Devotionals te verwijderen',
  'Tu código para eliminar tu cuenta de Reformed Devotionals',
];

/** The e-mails about deleting the account that reached the address. */
const deletionMails = (email: string): Mail[] => t.local.mailbox.for(email).filter((m) => /Reformed Devotionals/.test(m.subject));

/** Asks for a code and reads it from the newest e-mail to the address (the local mailbox). */
async function mailedCode(client: SupabaseClient, email: string, language?: string): Promise<string> {
  const before = deletionMails(email).length;
  const sent = await callFunction(client, { action: 'send-code', ...(language ? { language } : {}) });
  expect(sent.status).toBe(200);
  const mail = deletionMails(email).at(-1)!;
  expect(deletionMails(email)).toHaveLength(before + 1);
  expect(DELETION_SUBJECTS).toContain(mail.subject);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** Moves the pending code's sending time back, as if it was sent `minutes` ago. */
async function ageCode(userId: string, minutes: number): Promise<void> {
  await t.local.db.query(`update private.account_deletion_codes set sent_at = now() - make_interval(mins => $2) where user_id = $1`, [userId, minutes]);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A reader with every kind of data; their traces are all counted before anything is tried. */
async function fullReader(name: string): Promise<TestAccount> {
  const reader = await t.newUser(name);
  await giveEveryKindOfData(reader.client, service, reader, content);
  // A Bible chosen on a translated edition is a row of its own, which goes with the account too.
  const choice = await reader.client.from('reader_bibles').insert({ user_id: reader.id, language: 'nl', translation: 'bsb' });
  if (choice.error) throw new Error(`Bible choice: ${choice.error.message}`);
  return reader;
}

/**
 * Waits until the second in which the client's session began is over. A stolen session was made before the thief
 * had it; Auth dates the session to the second, and a factor made within that same second counts as the owner's.
 */
async function pastSessionStart(client: SupabaseClient): Promise<void> {
  const { data } = await client.auth.getSession();
  const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as { amr: { timestamp: number }[] };
  const started = Math.min(...claims.amr.map((entry) => entry.timestamp));
  const wait = (started + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function canSignIn(email: string, password = TEST_PASSWORD): Promise<boolean> {
  const { error } = await clientFor(t.url, t.anonKey).auth.signInWithPassword({ email, password });
  return !error;
}

/**
 * Moves the session's authentication times back (as if it happened `minutes` ago) and refreshes its token; `method`
 * narrows it to one way (`totp`: the code was typed long ago, in a session that began when it began).
 */
async function ageSession(client: SupabaseClient, minutes: number, method?: string): Promise<void> {
  const { data } = await client.auth.getSession();
  const sessionId = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).session_id as string;
  await t.local.db.query(
    `update auth.mfa_amr_claims set updated_at = now() - make_interval(mins => $2) where session_id = $1 and ($3::text is null or authentication_method = $3)`,
    [sessionId, minutes, method ?? null],
  );
  check(await client.auth.refreshSession());
}

beforeAll(async () => {
  t = await startTestBackend({ functionEnv });
  Object.assign(functionEnv, { EMAIL_API_URL: `${t.url}/mailbox`, EMAIL_API_KEY: 'test-key', EMAIL_FROM: 'RD <account@example.test>' });
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
    expect(await callFunction(t.anon(), { action: 'send-code' })).toEqual({ status: 401, body: { error: DELETION_MESSAGES.signIn } });
    expect(await deleteAccount(t.anon(), { code: '123456' })).toEqual({ status: 401, body: { error: DELETION_MESSAGES.signIn } });
  });

  it('a stolen session that enrols and verifies an authenticator of its own, without the e-mailed code', async () => {
    const reader = await fullReader('stolen-session');
    const before = await accountTraces(service, reader);
    // Every kind of data, but a role (readers have none) and a site build (only admins request them); and of what
    // names the account through a group membership, a post (a pause of their posting cannot be: they lead their group).
    const unused = ['user_roles', 'site_builds'];
    expect(Object.keys(remaining(before)).sort()).toEqual(
      [
        ...ACCOUNT_COLUMNS.map((c) => c.table).filter((table) => !unused.includes(table)),
        'reading_group_posts',
        'newsletter_subscribers',
        'storage: avatars',
        'auth.users',
      ].sort(),
    );
    expect(before.practice_learners).toBe(2);

    // The thief enrols and verifies an authenticator at aal1: the session is at aal2 with a code typed just now.
    await pastSessionStart(reader.client);
    await enrolTotp(reader.client, 'Thief’s phone');
    const { data: level } = await reader.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level?.currentLevel).toBe('aal2');
    expect(await deleteAccount(reader.client, { removeNewsletter: true })).toEqual({ status: 400, body: { error: DELETION_MESSAGES.codeRequired } });
    expect(await deleteAccount(reader.client, { code: '000000' })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.codeExpired } });

    // Asking for a code sends it to the owner's inbox; the factor made in this session is not asked for.
    const sent = await callFunction(reader.client, { action: 'send-code' });
    expect(sent).toEqual({ status: 200, body: { sent: true, email: reader.email, requirements: { secondFactor: false } } });
    const code = /\b(\d{6})\b/.exec(deletionMails(reader.email).at(-1)!.text)![1]!;
    expect(await deleteAccount(reader.client, { code: otherCode(code) })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.wrongEmailCode } });
    // The table holds the code's hash, never the code, and the session cannot reach it through the API.
    const { rows } = await t.local.db.query<{ code_hash: string }>(`select code_hash from private.account_deletion_codes where user_id = $1`, [reader.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect((await reader.client.rpc('use_account_deletion_code', { p_user: reader.id, p_code_hash: rows[0]!.code_hash })).error?.code).toBe('42501');

    expect(await accountTraces(service, reader)).toEqual(before);
    expect(await canSignIn(reader.email)).toBe(true);
  });

  it('a stolen session with the password, even one it set itself, without the e-mailed code', async () => {
    const reader = await t.newUser('new-password');
    // A thief who knows the password may also change it (the current one is asked): neither deletes the account.
    check(await reader.client.auth.updateUser({ password: 'the-thiefs-password', current_password: TEST_PASSWORD }));
    expect(await deleteAccount(reader.client, { password: 'the-thiefs-password' })).toEqual({ status: 400, body: { error: DELETION_MESSAGES.codeRequired } });
    expect(await callFunction(reader.client, { password: 'the-thiefs-password' })).toEqual({ status: 400, body: { error: DELETION_MESSAGES.badRequest } });
    expect((await service.auth.admin.getUserById(reader.id)).data.user).not.toBeNull();
  });

  it('a wrong, expired or used code; five wrong tries void it; codes are at most one a minute', async () => {
    const reader = await t.newUser('code-checks');
    const code = await mailedCode(reader.client, reader.email);
    expect(await callFunction(reader.client, { action: 'send-code' })).toEqual({ status: 429, body: { error: DELETION_MESSAGES.codeRecentlySent } });
    expect(deletionMails(reader.email)).toHaveLength(1);

    await ageCode(reader.id, 16);
    expect(await deleteAccount(reader.client, { code })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.codeExpired } });

    const fresh = await mailedCode(reader.client, reader.email);
    for (let i = 0; i < 4; i++)
      expect(await deleteAccount(reader.client, { code: otherCode(fresh) })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.wrongEmailCode } });
    expect(await deleteAccount(reader.client, { code: otherCode(fresh) })).toEqual({ status: 429, body: { error: DELETION_MESSAGES.tooManyAttempts } });
    // Void: the right code no longer works either.
    expect(await deleteAccount(reader.client, { code: fresh })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.codeExpired } });
    expect((await service.auth.admin.getUserById(reader.id)).data.user).not.toBeNull();

    // One account's code does not delete another.
    await ageCode(reader.id, 2);
    const mine = await mailedCode(reader.client, reader.email);
    const other = await t.newUser('other-account');
    await mailedCode(other.client, other.email);
    expect(await deleteAccount(other.client, { code: mine })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.wrongEmailCode } });
    expect((await service.auth.admin.getUserById(other.id)).data.user).not.toBeNull();

    // The right code, typed with a space, deletes; it cannot be used twice.
    expect(await deleteAccount(reader.client, { code: `${mine.slice(0, 3)} ${mine.slice(3)}` })).toEqual({
      status: 200,
      body: { deleted: true, newsletterRemoved: false },
    });
    expect((await service.auth.admin.getUserById(reader.id)).data.user).toBeNull();
    expect((await deleteAccount(reader.client, { code: mine })).status).toBe(401);
  });

  it('the last admin, however right the codes; a blocked admin does not count as another', async () => {
    const only = await t.newAdmin('only-admin');
    const before = await accountTraces(service, only);
    expect(await callFunction(only.client, { action: 'send-code' })).toEqual({ status: 409, body: { error: DELETION_MESSAGES.lastAdmin } });

    const blocked = await t.newAdmin('blocked-admin');
    check(await service.from('profiles').update({ is_blocked: true }).eq('id', blocked.id));
    expect((await callFunction(only.client, { action: 'send-code' })).status).toBe(409);
    expect(await accountTraces(service, only)).toEqual(before);

    // With another active admin, the first may go (its authenticator, enrolled before, typed just now).
    check(await service.from('profiles').update({ is_blocked: false }).eq('id', blocked.id));
    const code = await mailedCode(only.client, only.email);
    await passTotp(only.client, only.factor);
    expect(await deleteAccount(only.client, { code })).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: false } });
    expect(remaining(await accountTraces(service, only))).toEqual({});
    // The other admin's console no longer lists the account.
    const { data: listed } = await blocked.client.from('admin_users').select('id');
    expect(listed!.map((u) => u.id)).toContain(blocked.id);
    expect(listed!.map((u) => u.id)).not.toContain(only.id);
  });

  it('an account with an authenticator from before this session: its code too, typed within five minutes', async () => {
    const reader = await t.newUser('two-factor-reader');
    const factor = await enrolTotp(reader.client);
    // A later sign-in with the password alone (aal1), on another device.
    const laptop = clientFor(t.url, t.anonKey);
    check(await laptop.auth.signInWithPassword({ email: reader.email, password: TEST_PASSWORD }));
    const before = await accountTraces(service, reader);
    expect(await callFunction(laptop, { action: 'send-code' })).toEqual({
      status: 200,
      body: { sent: true, email: reader.email, requirements: { secondFactor: true } },
    });
    const code = /\b(\d{6})\b/.exec(deletionMails(reader.email).at(-1)!.text)![1]!;
    expect(await deleteAccount(laptop, { code })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.secondFactorRequired } });

    await passTotp(laptop, factor);
    await ageSession(laptop, 6, 'totp');
    expect(await deleteAccount(laptop, { code })).toEqual({ status: 403, body: { error: DELETION_MESSAGES.secondFactorRequired } });
    expect(await accountTraces(service, reader)).toEqual(before);

    // The authenticator's code typed again just before, and the e-mailed code (not used up by the refusals): deleted.
    await passTotp(laptop, factor);
    expect((await deleteAccount(laptop, { code })).status).toBe(200);
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

    const code = await mailedCode(reader.client, reader.email);
    const { status, body } = await deleteAccount(reader.client, { code, removeNewsletter: true });
    expect({ status, body }).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: true } });

    expect(remaining(await accountTraces(service, reader))).toEqual({});
    // The code went with the account.
    expect((await t.local.db.query(`select 1 from private.account_deletion_codes where user_id = $1`, [reader.id])).rows).toEqual([]);
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
    // The address is told it is done.
    await expect.poll(() => deletionMails(reader.email).map((m) => m.subject)).toContain('Your Reformed Devotionals account has been deleted');
  });

  it('and its old access token can no longer upload avatars', async () => {
    const reader = await t.newUser('old-token');
    const path = `${reader.id}/before.png`;
    check(await reader.client.storage.from('avatars').upload(path, STAND_IN_PNG, { contentType: 'image/png' }));
    const code = await mailedCode(reader.client, reader.email);
    expect((await deleteAccount(reader.client, { code })).status).toBe(200);

    // The access token is still signed and unexpired, but the account is gone: Storage refuses a new file and an
    // overwrite, and the file from before was swept.
    const upload = await reader.client.storage.from('avatars').upload(`${reader.id}/after.png`, STAND_IN_PNG, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    const overwrite = await reader.client.storage.from('avatars').upload(path, STAND_IN_PNG, { contentType: 'image/png', upsert: true });
    expect(overwrite.error).not.toBeNull();
    const { data: files } = await service.storage.from('avatars').list(reader.id);
    expect(files).toEqual([]);
  });

  it('writes its e-mails in the reader’s language: Dutch for a reader who signed up in Dutch', async () => {
    const reader = await t.newUser('nederlandse-lezer', { locale: 'nl' });
    const code = await mailedCode(reader.client, reader.email);
    const codeMail = deletionMails(reader.email).at(-1)!;
    expect(codeMail.subject).toBe('Uw code om uw account bij Reformed Devotionals te verwijderen');
    expect(codeMail.text).toContain('Hij is 15 minuten geldig');
    expect(await deleteAccount(reader.client, { code })).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: false } });
    await expect.poll(() => deletionMails(reader.email).length).toBe(2);
    const done = deletionMails(reader.email).at(-1)!;
    expect(done.subject).toBe('Uw account bij Reformed Devotionals is verwijderd');
    expect(done.text).toContain('zoals u vroeg');

    // The page's edition wins over the sign-up language: a Spanish page asks in Spanish.
    const other = await t.newUser('lectora', { locale: 'nl' });
    await mailedCode(other.client, other.email, 'es');
    expect(t.local.mailbox.latest(other.email)!.subject).toBe('Tu código para eliminar tu cuenta de Reformed Devotionals');
  });

  it('keeps the newsletter subscription unless asked to remove it', async () => {
    const reader = await fullReader('keeps-newsletter');
    const code = await mailedCode(reader.client, reader.email);
    expect(await deleteAccount(reader.client, { code })).toEqual({ status: 200, body: { deleted: true, newsletterRemoved: false } });
    expect(remaining(await accountTraces(service, reader))).toEqual({ newsletter_subscribers: 1 });
  });

  it('an account that never confirmed its address: the code proves it, but another subscription is not removed through it', async () => {
    const email = `unconfirmed.${Date.now().toString(36)}@example.test`;
    check(await service.auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: false }));
    check(await service.from('newsletter_subscribers').insert({ email, confirmed_at: new Date().toISOString() }));
    const client = clientFor(t.url, t.anonKey);
    check(await client.auth.signInWithPassword({ email, password: TEST_PASSWORD }));
    const code = await mailedCode(client, email);
    expect(await deleteAccount(client, { code, removeNewsletter: true })).toEqual({
      status: 200,
      body: { deleted: true, newsletterRemoved: false },
    });
    expect((await service.from('newsletter_subscribers').select('email').eq('email', email)).data).toEqual([{ email }]);
  });

  it('an account without a password (Google), however long ago it signed in', async () => {
    const email = `google.${Date.now().toString(36)}@example.test`;
    const created = check(await service.auth.admin.createUser({ email, email_confirm: true, app_metadata: { provider: 'google', providers: ['google'] } }));
    const link = check(await service.auth.admin.generateLink({ type: 'magiclink', email }));
    const client = clientFor(t.url, t.anonKey);
    check(await client.auth.verifyOtp({ token_hash: link.properties.hashed_token, type: 'magiclink' }));

    await ageSession(client, 60);
    const code = await mailedCode(client, email);
    expect((await deleteAccount(client, { code })).status).toBe(200);
    expect((await service.auth.admin.getUserById(created.user!.id)).data.user).toBeNull();
  });
});
