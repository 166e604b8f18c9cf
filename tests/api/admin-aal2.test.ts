/**
 * Admin rights need the second factor: an admin whose session has only passed the password (aal1)
 * changes nothing and reads nothing admin-only, by REST, RPC, Storage or an admin function; once the same session
 * passes a TOTP challenge (aal2) everything works. The service role and readers' own rights are unaffected.
 * Then the recovery: reset-two-factor lets an aal2 admin remove another account's lost factor, and nobody else.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { clientFor, passTotp, startTestBackend, type TestAdmin, type TestBackend } from './harness.ts';

let t: TestBackend;
let admin: TestAdmin;
let draftId: string;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A fresh password sign-in of the admin: the session is at aal1 although the account has a verified factor. */
async function passwordOnly(account: TestAdmin = admin): Promise<SupabaseClient> {
  const client = clientFor(t.url, t.anonKey);
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(error.message);
  const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect(data?.currentLevel).toBe('aal1');
  return client;
}

function devotional(overrides: Record<string, unknown> = {}) {
  const slug = `aal-${randomUUID().slice(0, 8)}`;
  return {
    id: randomUUID(),
    title: `Second factor ${slug}`,
    slug,
    date: '2020-03-03',
    status: 'draft',
    biblical_passage: 'Psalm 121:1',
    scripture_text: 'I will lift up mine eyes unto the hills.',
    transcript: 'Help comes from the LORD.',
    discussion_questions: ['Where does help come from?'],
    reading_time: 2,
    ...overrides,
  };
}

async function functionStatus(error: unknown): Promise<{ status: number; body: { error?: string } }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  t = await startTestBackend();
  admin = await t.newAdmin('aal-admin');
  const draft = devotional();
  const { error } = await t.service().from('devotionals').insert(draft);
  if (error) throw new Error(error.message);
  draftId = draft.id;
});
afterAll(() => t?.close());

describe('an admin at aal1', () => {
  it('reads no admin-only data: drafts, the users screen', async () => {
    const client = await passwordOnly();
    const drafts = await client.from('devotionals').select('id').eq('id', draftId);
    expect(drafts.error).toBeNull();
    expect(drafts.data).toEqual([]);
    const users = await client.from('admin_users').select('id');
    expect(users.error).toBeNull();
    expect(users.data).toEqual([]);
  });

  it('changes nothing: a REST write, save_devotional, a storage upload', async () => {
    const client = await passwordOnly();
    const tag = await client
      .from('tags')
      .insert({ name: 'Not at aal1', slug: `aal1-${randomUUID().slice(0, 6)}` })
      .select();
    expect(tag.error?.code).toBe('42501');
    const update = await client.from('devotionals').update({ title: 'Changed at aal1' }).eq('id', draftId).select();
    expect(update.data ?? []).toEqual([]);
    const { data: kept } = await t.service().from('devotionals').select('title').eq('id', draftId).single();
    expect(kept?.title).not.toBe('Changed at aal1');

    const input = devotional();
    const saved = await client.rpc('save_devotional', { devotional: input, tag_ids: [], confession_references: [] });
    expect(saved.error).not.toBeNull();
    const { data: none } = await t.service().from('devotionals').select('id').eq('id', input.id);
    expect(none).toEqual([]);

    const upload = await client.storage.from('devotional-images').upload(`${draftId}/cover.png`, PNG, { contentType: 'image/png' });
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    const { data: listed } = await t.service().storage.from('devotional-images').list(draftId);
    expect(listed).toEqual([]);
  });

  it('is refused by the admin-only functions with a sentence saying what to do', async () => {
    const client = await passwordOnly();
    const { error } = await client.functions.invoke('rebuild-site', { body: { reason: 'aal1' } });
    const { status, body } = await functionStatus(error);
    expect(status).toBe(403);
    expect(body.error).toBe('Enter the code from your authenticator app to use this function.');
    const { count } = await t.service().from('site_builds').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it("keeps a reader's own rights: their profile and their own role", async () => {
    const client = await passwordOnly();
    const profile = await client.from('profiles').select('id').eq('id', admin.id);
    expect(profile.data).toEqual([{ id: admin.id }]);
    const role = await client.from('user_roles').select('role').eq('user_id', admin.id);
    expect(role.data).toEqual([{ role: 'admin' }]);
  });
});

describe('the same session after the code (aal2)', () => {
  it('reads and writes as an admin again', async () => {
    const client = await passwordOnly();
    await passTotp(client, admin.factor);
    expect((await client.from('devotionals').select('id').eq('id', draftId)).data).toEqual([{ id: draftId }]);
    expect((await client.from('admin_users').select('id').eq('id', admin.id)).data).toEqual([{ id: admin.id }]);
    const input = devotional();
    const saved = await client.rpc('save_devotional', { devotional: input, tag_ids: [], confession_references: [] });
    expect(saved.error).toBeNull();
    const upload = await client.storage.from('devotional-images').upload(`${input.id}/cover.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    // No build hook is configured here, so the function answers 503 after recording the admin's request.
    await client.functions.invoke('rebuild-site', { body: { reason: 'aal2' } });
    const { data: builds } = await t.service().from('site_builds').select('requested_by');
    expect(builds).toEqual([{ requested_by: admin.id }]);
  });
});

describe('reset-two-factor', () => {
  it("lets an aal2 admin remove another admin's lost factor; that admin then signs in at aal1 with no factor", async () => {
    const lost = await t.newAdmin('lost-phone');
    const { data, error } = await admin.client.functions.invoke('reset-two-factor', { body: { userId: lost.id } });
    expect(error).toBeNull();
    expect(data).toEqual({ removed: 1 });
    const again = await passwordOnly(lost);
    const { data: factors } = await again.auth.mfa.listFactors();
    expect(factors?.totp).toEqual([]);
    // Without a factor they can enrol afresh, and their rights return only at aal2.
    expect((await again.from('devotionals').select('id').eq('id', draftId)).data).toEqual([]);
  });

  it("refuses an admin at aal1, a reader, and one's own factor, and removes nothing", async () => {
    const target = await t.newAdmin('keeps-phone');
    const reader = await t.newUser('reader');
    for (const [client, expected] of [
      [await passwordOnly(), 'Enter the code from your authenticator app to use this function.'],
      [reader.client, 'Only administrators can use this function.'],
    ] as const) {
      const { error } = await client.functions.invoke('reset-two-factor', { body: { userId: target.id } });
      const { status, body } = await functionStatus(error);
      expect(status).toBe(403);
      expect(body.error).toBe(expected);
    }
    const own = await admin.client.functions.invoke('reset-two-factor', { body: { userId: admin.id } });
    expect((await functionStatus(own.error)).body.error).toBe('You cannot reset your own two-factor authentication.');
    const { data } = await t.service().auth.admin.mfa.listFactors({ userId: target.id });
    expect(data?.factors).toHaveLength(1);
    const { data: mine } = await t.service().auth.admin.mfa.listFactors({ userId: admin.id });
    expect(mine?.factors).toHaveLength(1);
  });
});
