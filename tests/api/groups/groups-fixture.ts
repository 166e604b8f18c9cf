/**
 * Shared arrangements of the reading-group API tests: a backend whose site time zone is UTC (so the test
 * can name days), readings recorded on chosen days, and groups started and joined through the site's own calls
 * (site/data/groups/group-actions.ts), so the tests prove the code the pages run.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalConfig } from '../../../supabase/local/config.ts';
import { startTestBackend, type TestAccount, type TestBackend } from '../harness.ts';
import { PSALM_23 } from '../../support/devotional-fixture.ts';
import { inviteToken, joinGroup, startGroup } from '../../../site/data/groups/group-actions.ts';
import type { Outcome } from '../../../site/lib/groups/outcome.ts';

export async function startGroupsBackend(overrides: Partial<LocalConfig> = {}): Promise<TestBackend> {
  const t = await startTestBackend(overrides);
  const { error } = await t.service().from('site_settings').update({ timezone: 'UTC' }).eq('id', true);
  if (error) throw new Error(error.message);
  return t;
}

/** Today in UTC, the site's time zone here, moved by `offset` days. */
export function utcDay(offset = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** The value of a call that must succeed. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

/** A reading recorded on a chosen day, by the service role (a reader's own record is always today). */
export async function readOn(t: TestBackend, userId: string, day: string): Promise<void> {
  const service = t.service();
  const slug = `group-reading-${randomUUID().slice(0, 8)}`;
  const devotional = await service
    .from('devotionals')
    .insert({ title: `Devotional ${slug}`, slug, date: '2020-01-01', status: 'published', ...PSALM_23 })
    .select('id')
    .single();
  if (devotional.error) throw new Error(devotional.error.message);
  const { error } = await service
    .from('user_reading_history')
    .insert({ user_id: userId, devotional_id: devotional.data.id, completed_at: `${day}T12:00:00Z`, reading_time_seconds: 120 });
  if (error) throw new Error(error.message);
}

export interface StartedGroup {
  id: string;
  token: string;
}

export async function groupLedBy(leader: TestAccount, name = 'Tuesday Bible study', share = false): Promise<StartedGroup> {
  const id = valueOf(await startGroup(leader.client, name, share));
  const token = valueOf(await inviteToken(leader.client, id));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  return { id, token: token! };
}

export async function joins(member: TestAccount, group: StartedGroup, share = false): Promise<void> {
  expect(valueOf(await joinGroup(member.client, group.token, share))).toBe(group.id);
}

/** The error a refused RPC gives, as code and message. */
export async function refusal(call: PromiseLike<{ error: { code?: string; message: string } | null }>): Promise<{ code?: string; message: string } | null> {
  const { error } = await call;
  return error ? { code: error.code, message: error.message } : null;
}

export async function memberIds(client: SupabaseClient, groupId: string): Promise<string[]> {
  const { data, error } = await client.from('reading_group_members').select('user_id').eq('group_id', groupId);
  if (error) throw new Error(error.message);
  return data.map((r) => r.user_id as string).sort();
}
