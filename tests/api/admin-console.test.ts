/**
 * The writes behind the admin console's Users, Tags, Feedback, Site settings and Inbox screens, through the API
 * the console uses: each is the admin's alone (refused for anon, a plain user and a blocked admin, and nothing
 * changes), and the database gives the messages the screens show.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from './harness.ts';

type Outsider = 'anon' | 'user' | 'blockedAdmin';
const OUTSIDERS: Outsider[] = ['anon', 'user', 'blockedAdmin'];

let t: TestBackend;
let service: SupabaseClient;
let admin: SupabaseClient;
let adminId: string;
const outsiders = {} as Record<Outsider, SupabaseClient>;
const outsiderIds = {} as Record<'user' | 'blockedAdmin', string>;

const unique = () => randomUUID().slice(0, 8);

async function one<T = Record<string, unknown>>(table: string, match: Record<string, unknown>): Promise<T | null> {
  const { data, error } = await service.from(table).select('*').match(match).maybeSingle();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as T | null;
}

/** A refused write either fails (no privilege, RLS) or, for update/delete, matches no row; either way nothing changes. */
function expectRefused(result: { error: PostgrestError | null; data?: unknown }) {
  if (result.error) {
    expect(result.error.code).toBe('42501');
  } else {
    expect(result.data ?? []).toEqual([]);
  }
}

async function spareAccount(name = 'Spare Person'): Promise<string> {
  const result = await t.local.db.query<{ id: string }>(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
     values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(), now()) returning id`,
    [`spare.${unique()}@example.test`, JSON.stringify({ full_name: name })],
  );
  return result.rows[0].id;
}

beforeAll(async () => {
  t = await startTestBackend();
  service = t.service();
  const a = await t.newAdmin('console-admin');
  admin = a.client;
  adminId = a.id;
  const u = await t.newUser('plain-user');
  // Blocked after enrolling, at aal2: what refuses it is the block, not a missing second factor.
  const b = await t.newAdmin('blocked-admin');
  outsiders.anon = t.anon();
  outsiders.user = u.client;
  outsiders.blockedAdmin = b.client;
  outsiderIds.user = u.id;
  outsiderIds.blockedAdmin = b.id;
  const { error } = await service.from('profiles').update({ is_blocked: true }).eq('id', b.id);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await t?.close();
});

describe('users', () => {
  it('admin_users lists every profile with its admin flag, for admins only', async () => {
    const { data, error } = await admin.from('admin_users').select('id, email, full_name, is_admin, is_blocked').order('email');
    expect(error).toBeNull();
    const byId = new Map((data ?? []).map((row) => [row.id, row]));
    expect(byId.get(adminId)).toMatchObject({ is_admin: true, is_blocked: false, full_name: 'console-admin' });
    expect(byId.get(outsiderIds.user)).toMatchObject({ is_admin: false, is_blocked: false });
    expect(byId.get(outsiderIds.blockedAdmin)).toMatchObject({ is_admin: true, is_blocked: true });

    const asUser = await outsiders.user.from('admin_users').select('id');
    expect(asUser.error).toBeNull();
    expect(asUser.data).toEqual([]);
    const asBlocked = await outsiders.blockedAdmin.from('admin_users').select('id');
    expect(asBlocked.data).toEqual([]);
    const asAnon = await outsiders.anon.from('admin_users').select('id');
    expect(asAnon.error?.code).toBe('42501');
  });

  it('searches e-mail and name through the search column', async () => {
    const { data } = await admin.from('admin_users').select('id').ilike('search', '%plain-user%');
    expect((data ?? []).map((row) => row.id)).toEqual([outsiderIds.user]);
  });

  it('the list cannot be written through', async () => {
    const { error } = await admin.from('admin_users').update({ is_blocked: true }).eq('id', outsiderIds.user);
    expect(error?.code).toBe('42501');
  });

  it('promote, demote, block and unblock are refused for anon, a user and a blocked admin', async () => {
    const target = await spareAccount();
    for (const who of OUTSIDERS) {
      const client = outsiders[who];
      expectRefused(await client.from('user_roles').insert({ user_id: target, role: 'admin' }).select());
      expect(await one('user_roles', { user_id: target, role: 'admin' }), who).toBeNull();
      expectRefused(await client.from('profiles').update({ is_blocked: true }).eq('id', target).select());
      expect((await one<{ is_blocked: boolean }>('profiles', { id: target }))?.is_blocked, who).toBe(false);
    }
    await service.from('user_roles').insert({ user_id: target, role: 'admin' });
    await service.from('profiles').update({ is_blocked: true }).eq('id', target);
    for (const who of OUTSIDERS) {
      const client = outsiders[who];
      expectRefused(await client.from('user_roles').delete().match({ user_id: target, role: 'admin' }).select());
      expect(await one('user_roles', { user_id: target, role: 'admin' }), who).not.toBeNull();
      expectRefused(await client.from('profiles').update({ is_blocked: false }).eq('id', target).select());
      expect((await one<{ is_blocked: boolean }>('profiles', { id: target }))?.is_blocked, who).toBe(true);
    }
  });

  it('an admin promotes, demotes, blocks and unblocks another account', async () => {
    const target = await spareAccount();
    expect((await admin.from('user_roles').insert({ user_id: target, role: 'admin' })).error).toBeNull();
    expect((await admin.from('admin_users').select('is_admin').eq('id', target).single()).data?.is_admin).toBe(true);
    expect((await admin.from('user_roles').delete().match({ user_id: target, role: 'admin' })).error).toBeNull();
    expect(await one('user_roles', { user_id: target, role: 'admin' })).toBeNull();
    expect((await admin.from('profiles').update({ is_blocked: true }).eq('id', target)).error).toBeNull();
    expect((await one<{ is_blocked: boolean }>('profiles', { id: target }))?.is_blocked).toBe(true);
    expect((await admin.from('profiles').update({ is_blocked: false }).eq('id', target)).error).toBeNull();
    expect((await one<{ is_blocked: boolean }>('profiles', { id: target }))?.is_blocked).toBe(false);
  });

  it("an admin cannot demote or block themselves, with the spec's messages", async () => {
    const demote = await admin.from('user_roles').delete().match({ user_id: adminId, role: 'admin' });
    expect(demote.error?.message).toBe('You cannot remove your own admin privileges');
    expect(await one('user_roles', { user_id: adminId, role: 'admin' })).not.toBeNull();
    const block = await admin.from('profiles').update({ is_blocked: true }).eq('id', adminId);
    expect(block.error?.message).toBe('You cannot block yourself');
    expect((await one<{ is_blocked: boolean }>('profiles', { id: adminId }))?.is_blocked).toBe(false);
  });
});

describe('tags', () => {
  it('add, rename and delete are refused for anon, a user and a blocked admin', async () => {
    const slug = `kept-${unique()}`;
    const { data: tag } = await service
      .from('tags')
      .insert({ name: `Kept ${slug}`, slug })
      .select()
      .single();
    for (const who of OUTSIDERS) {
      const client = outsiders[who];
      const newSlug = `new-${unique()}`;
      expectRefused(await client.from('tags').insert({ name: newSlug, slug: newSlug }).select());
      expect(await one('tags', { slug: newSlug }), who).toBeNull();
      expectRefused(
        await client
          .from('tags')
          .update({ name: 'Renamed', slug: `renamed-${unique()}` })
          .eq('id', tag!.id)
          .select(),
      );
      expectRefused(await client.from('tags').delete().eq('id', tag!.id).select());
      expect(await one('tags', { id: tag!.id }), who).toMatchObject({ name: `Kept ${slug}`, slug });
    }
  });

  it('a tag used by a devotional cannot be deleted (23503); a duplicate slug is 23505', async () => {
    const slug = `in-use-${unique()}`;
    const { data: tag } = await admin.from('tags').insert({ name: slug, slug }).select().single();
    const { data: devotional } = await service
      .from('devotionals')
      .insert({ title: 'Tagged', slug: `tagged-${unique()}`, date: '2020-01-01', biblical_passage: 'John 1:1' })
      .select()
      .single();
    await service.from('devotional_tags').insert({ devotional_id: devotional!.id, tag_id: tag!.id });
    const remove = await admin.from('tags').delete().eq('id', tag!.id);
    expect(remove.error?.code).toBe('23503');
    expect(await one('tags', { id: tag!.id })).not.toBeNull();
    const usage = await admin.from('tags_with_usage').select('usage_count').eq('id', tag!.id).single();
    expect(usage.data?.usage_count).toBe(1);

    const duplicate = await admin.from('tags').insert({ name: 'Again', slug });
    expect(duplicate.error?.code).toBe('23505');
  });
});

describe('feedback', () => {
  async function pendingFeedback(): Promise<string> {
    const author = await spareAccount('Feedback Author');
    const { data, error } = await service
      .from('user_feedback')
      .insert({ user_id: author, feedback_text: 'A helpful daily reading for our family.', country: 'Canada', rating: 5 })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  }

  it('approve, reject and delete are refused for anon, a user and a blocked admin', async () => {
    const id = await pendingFeedback();
    for (const who of OUTSIDERS) {
      const client = outsiders[who];
      expectRefused(await client.from('user_feedback').update({ status: 'approved' }).eq('id', id).select());
      expectRefused(await client.from('user_feedback').delete().eq('id', id).select());
      expect(await one('user_feedback', { id }), who).toMatchObject({ status: 'pending' });
    }
  });

  it("an admin approves, rejects and deletes, and reads the submitter's name and e-mail", async () => {
    const id = await pendingFeedback();
    const read = await admin.from('user_feedback').select('id, status, profiles(full_name, email)').eq('id', id).single();
    expect(read.error).toBeNull();
    expect(read.data).toMatchObject({ status: 'pending', profiles: { full_name: 'Feedback Author' } });
    expect((read.data?.profiles as unknown as { email: string }).email).toMatch(/@example\.test$/);
    expect((await admin.from('user_feedback').update({ status: 'approved' }).eq('id', id)).error).toBeNull();
    expect(await one('user_feedback', { id })).toMatchObject({ status: 'approved' });
    expect((await admin.from('user_feedback').update({ status: 'rejected' }).eq('id', id)).error).toBeNull();
    expect(await one('user_feedback', { id })).toMatchObject({ status: 'rejected' });
    expect((await admin.from('user_feedback').delete().eq('id', id)).error).toBeNull();
    expect(await one('user_feedback', { id })).toBeNull();
  });
});

describe('site settings', () => {
  const https = { oneTime: [{ label: '$10', amount: 10, url: 'https://buy.stripe.com/ten' }], monthly: [] };

  it('name, e-mail and donation links are refused for anon, a user and a blocked admin', async () => {
    const before = await one('site_settings', { id: true });
    for (const who of OUTSIDERS) {
      const result = await outsiders[who]
        .from('site_settings')
        .update({ site_name: 'Taken Over', contact_email: 'x@evil.test', donation_links: https })
        .eq('id', true)
        .select();
      expectRefused(result);
      expect(await one('site_settings', { id: true }), who).toEqual(before);
    }
  });

  it('an admin saves https links, a name and an e-mail, and the public reads the links', async () => {
    const saved = await admin
      .from('site_settings')
      .update({ site_name: 'Reformed Devotionals', contact_email: 'hello@example.org', donation_links: https })
      .eq('id', true);
    expect(saved.error).toBeNull();
    const { data } = await outsiders.anon.from('site_settings').select('donation_links, site_name, contact_email').single();
    expect(data).toEqual({ donation_links: https, site_name: 'Reformed Devotionals', contact_email: 'hello@example.org' });
  });

  it.each([
    ['an http link', { oneTime: [{ label: '$10', amount: 10, url: 'http://buy.stripe.com/ten' }], monthly: [] }],
    ['a javascript: link', { oneTime: [], monthly: [{ label: '$5', amount: 5, url: 'javascript:alert(1)' }] }],
    ['an empty link', { oneTime: [{ label: '$10', amount: 10, url: '' }], monthly: [] }],
    ['a link without a url', { oneTime: [{ label: '$10', amount: 10 }], monthly: [] }],
    ['a list that is not a list', { oneTime: 'https://buy.stripe.com/ten', monthly: [] }],
  ])('the API refuses %s (23514) even from an admin', async (_, links) => {
    const before = await one('site_settings', { id: true });
    const { error } = await admin.from('site_settings').update({ donation_links: links }).eq('id', true);
    expect(error?.code).toBe('23514');
    expect(await one('site_settings', { id: true })).toEqual(before);
  });

  it('refuses a blank site name and a malformed contact e-mail', async () => {
    expect((await admin.from('site_settings').update({ site_name: '   ' }).eq('id', true)).error?.code).toBe('23514');
    expect((await admin.from('site_settings').update({ contact_email: 'no-at-sign' }).eq('id', true)).error?.code).toBe('23514');
    expect((await admin.from('site_settings').update({ contact_email: null }).eq('id', true)).error).toBeNull();
  });
});

describe('inbox', () => {
  async function message(): Promise<string> {
    const { data, error } = await service
      .from('contact_messages')
      .insert({ name: 'Lydia', email: 'lydia@example.test', message: 'Could you add a plan for Advent?' })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  }

  it('messages and subscribers are read by admins only', async () => {
    const id = await message();
    const email = `reader.${unique()}@example.test`;
    await service.from('newsletter_subscribers').insert({ email });
    for (const who of OUTSIDERS) {
      const messages = await outsiders[who].from('contact_messages').select('id').eq('id', id);
      expectRefused(messages);
      const subscribers = await outsiders[who].from('newsletter_subscribers').select('email').eq('email', email);
      expectRefused(subscribers);
    }
    const read = await admin.from('contact_messages').select('id, read_at').eq('id', id).single();
    expect(read.data).toEqual({ id, read_at: null });
    const count = await admin.from('newsletter_subscribers').select('*', { count: 'exact', head: true });
    expect(count.count).toBeGreaterThanOrEqual(1);
  });

  it('marking read or unread and deleting are refused for anon, a user and a blocked admin', async () => {
    const id = await message();
    for (const who of OUTSIDERS) {
      const client = outsiders[who];
      expectRefused(await client.from('contact_messages').update({ read_at: new Date().toISOString() }).eq('id', id).select());
      expectRefused(await client.from('contact_messages').delete().eq('id', id).select());
      expect(await one('contact_messages', { id }), who).toMatchObject({ read_at: null });
    }
  });

  it('an admin marks a message read, unread, and deletes it', async () => {
    const id = await message();
    const readAt = new Date().toISOString();
    expect((await admin.from('contact_messages').update({ read_at: readAt }).eq('id', id)).error).toBeNull();
    expect((await one<{ read_at: string }>('contact_messages', { id }))?.read_at).not.toBeNull();
    expect((await admin.from('contact_messages').update({ read_at: null }).eq('id', id)).error).toBeNull();
    expect(await one('contact_messages', { id })).toMatchObject({ read_at: null });
    expect((await admin.from('contact_messages').delete().eq('id', id)).error).toBeNull();
    expect(await one('contact_messages', { id })).toBeNull();
  });
});
