/**
 * What a reading group shows, and to whom: members who share show this week's reading days and nothing
 * else; a reader outside the group learns nothing of it on any path (the tables, embeds, every RPC with the group's
 * id, guessed and replaced tokens), and answers for a group that exists are the same as for one that does not;
 * signed-out callers and blocked readers get nothing at all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays } from '@lib/dates.ts';
import { mondayOf } from '@lib/groups/iso-week.ts';
import type { TestAccount, TestBackend } from '../harness.ts';
import { replaceInvite, setSharing } from '../../../site/data/groups/group-actions.ts';
import { loadMyGroups } from '../../../site/data/groups/my-groups.ts';
import { loadGroup } from '../../../site/data/groups/group-view.ts';
import { groupLedBy, joins, readOn, refusal, startGroupsBackend, utcDay, valueOf, type StartedGroup } from './groups-fixture.ts';

let t: TestBackend;
let leader: TestAccount;
let sharer: TestAccount;
let private_: TestAccount;
let outsider: TestAccount;
let group: StartedGroup;
let oldToken: string;

const today = utcDay();
const monday = mondayOf(today);

beforeAll(async () => {
  t = await startGroupsBackend();
  leader = await t.newUser('leader', { full_name: 'Lois Leader' });
  sharer = await t.newUser('sharer', { full_name: 'Sam Sharer' });
  private_ = await t.newUser('private', { full_name: 'Pia Private' });
  outsider = await t.newUser('outsider', { full_name: 'Otto Outsider' });
  group = await groupLedBy(leader, 'Psalms together');
  await joins(sharer, group, true);
  await joins(private_, group, false);
  // The outsider leads a group of their own: what they see there must not open this one.
  await groupLedBy(outsider, 'Elsewhere', true);
  // Last Sunday's reading belongs to last week; Monday's and today's to this one (one day when today is Monday).
  for (const reader of [sharer, private_, outsider]) {
    await readOn(t, reader.id, addDays(monday, -1));
    await readOn(t, reader.id, monday);
    await readOn(t, reader.id, today);
  }
  // The leader has replaced the first link, which the outsider may have kept.
  oldToken = group.token;
  group = { ...group, token: valueOf(await replaceInvite(leader.client, group.id)) };
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const thisWeek = [...new Set([monday, today])].sort();

async function week(client: SupabaseClient, groupId = group.id) {
  const { data, error } = await client.rpc('reading_group_week', { p_group: groupId });
  if (error) throw new Error(error.message);
  return data as { user_id: string; display_name: string; read_on: string[] }[];
}

describe('sharing', () => {
  it('shows members only the days of this week a sharing member read, and nothing of a member who does not share', async () => {
    for (const member of [leader, sharer, private_]) {
      expect(await week(member.client)).toEqual([{ user_id: sharer.id, display_name: 'Sam Sharer', read_on: thisWeek }]);
    }
    const view = valueOf(await loadGroup(private_.client, group.id))!;
    expect(view.today).toBe(today);
    expect(view.week).toEqual([{ userId: sharer.id, name: 'Sam Sharer', readOn: thisWeek }]);
    expect(view.members.map((m) => [m.name, m.role, m.shares])).toEqual([
      ['Lois Leader', 'leader', false],
      ['Sam Sharer', 'member', true],
      ['Pia Private', 'member', false],
    ]);
    expect(view.group).toMatchObject({ name: 'Psalms together', memberCount: 3, sharingCount: 1, readToday: 1, daysReadThisWeek: thisWeek.length });
  });

  it("never opens a member's own records to the others: history, notes, profiles", async () => {
    for (const table of ['user_reading_history', 'profiles', 'devotional_notes', 'user_saved_devotionals', 'practice_progress']) {
      const { data, error } = await leader.client
        .from(table)
        .select('*')
        .in(table === 'profiles' ? 'id' : 'user_id', [sharer.id, private_.id]);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    // Nor through an embed from the members table.
    const embedded = await leader.client
      .from('reading_group_members')
      .select('user_id, profiles(full_name, email)')
      .eq('group_id', group.id)
      .order('joined_at');
    expect(embedded.error).toBeNull();
    expect(embedded.data!.map((r) => r.profiles)).toEqual([{ full_name: 'Lois Leader', email: leader.email }, null, null]);
  });

  it("follows each member's choice, turned on and off", async () => {
    valueOf(await setSharing(private_.client, group.id, true));
    valueOf(await setSharing(sharer.client, group.id, false));
    expect(await week(leader.client)).toEqual([{ user_id: private_.id, display_name: 'Pia Private', read_on: thisWeek }]);
    expect(valueOf(await loadMyGroups(leader.client)).find((g) => g.id === group.id)).toMatchObject({ sharingCount: 1, readToday: 1 });
    valueOf(await setSharing(private_.client, group.id, false));
    expect(await week(leader.client)).toEqual([]);
    expect(valueOf(await loadMyGroups(leader.client)).find((g) => g.id === group.id)).toMatchObject({ sharingCount: 0, readToday: 0, daysReadThisWeek: 0 });
    valueOf(await setSharing(sharer.client, group.id, true));
  });
});

describe('a reader outside the group', () => {
  const unknownGroup = randomUUID();

  it('sees no row of it in either table, by id, by filter or by embed', async () => {
    const c = outsider.client;
    const visibleGroups = (await c.from('reading_groups').select('id, name')).data!;
    expect(visibleGroups.map((g) => g.name)).toEqual(['Elsewhere']);
    for (const [table, column] of [
      ['reading_groups', 'id'],
      ['reading_group_members', 'group_id'],
    ] as const) {
      const { data, error } = await c.from(table).select('*').eq(column, group.id);
      expect(error, table).toBeNull();
      expect(data, table).toEqual([]);
    }
    const byMember = await c.from('reading_group_members').select('*').in('user_id', [leader.id, sharer.id, private_.id]);
    expect(byMember.data).toEqual([]);
    const embeds = await c.from('reading_groups').select('id, reading_group_members(user_id)');
    expect(embeds.data!.flatMap((g) => g.reading_group_members.map((m: { user_id: string }) => m.user_id))).toEqual([outsider.id]);
    const fromProfile = await c.from('profiles').select('id, reading_group_members(group_id)');
    expect(fromProfile.data).toEqual([{ id: outsider.id, reading_group_members: [expect.objectContaining({})] }]);
    expect(fromProfile.data![0].reading_group_members.map((m: { group_id: string }) => m.group_id)).not.toContain(group.id);
    // A count answers nothing either.
    const counted = await c.from('reading_group_members').select('*', { count: 'exact', head: true }).eq('group_id', group.id);
    expect(counted.count).toBe(0);
  });

  it('gets the same empty answers from the read RPCs as for a group that does not exist', async () => {
    const c = outsider.client;
    for (const fn of ['reading_group_roster', 'reading_group_week']) {
      const real = await c.rpc(fn, { p_group: group.id });
      const none = await c.rpc(fn, { p_group: unknownGroup });
      expect(real.error, fn).toBeNull();
      expect(real.data, fn).toEqual([]);
      expect(none.data, fn).toEqual([]);
    }
    expect(valueOf(await loadMyGroups(c)).map((g) => g.name)).toEqual(['Elsewhere']);
    expect(valueOf(await loadGroup(c, group.id))).toBeNull();
  });

  it('gets the same refusal from every action as for a group that does not exist, and changes nothing', async () => {
    const c = outsider.client;
    const calls: [string, Record<string, unknown>][] = [
      ['leave_reading_group', {}],
      ['set_reading_group_sharing', { p_shares: true }],
      ['remove_reading_group_member', { p_member: sharer.id }],
      ['remove_reading_group_member', { p_member: outsider.id }],
      ['pass_reading_group_leadership', { p_member: outsider.id }],
      ['reading_group_invite', {}],
      ['replace_reading_group_invite', {}],
      ['close_reading_group_invite', {}],
    ];
    for (const [fn, args] of calls) {
      const real = await refusal(c.rpc(fn, { p_group: group.id, ...args }));
      const none = await refusal(c.rpc(fn, { p_group: unknownGroup, ...args }));
      expect(real, fn).toEqual({ code: 'P0002', message: 'This group is not one of yours.' });
      expect(none, fn).toEqual(real);
    }
    const roster = await leader.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data!.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
      [leader.id, 'leader'],
      [sharer.id, 'member'],
      [private_.id, 'member'],
    ]);
    const token = await leader.client.rpc('reading_group_invite', { p_group: group.id });
    expect(token.data).toBe(group.token);
  });

  it('learns nothing from a replaced or guessed token: no preview, no joining, the same answer as nonsense', async () => {
    const c = outsider.client;
    const answers = [];
    for (const token of [oldToken, 'a'.repeat(64), randomUUID(), '', "' or 1=1 --"]) {
      const preview = await c.rpc('reading_group_preview', { p_token: token });
      expect(preview.error, token).toBeNull();
      expect(preview.data, token).toEqual([]);
      answers.push(await refusal(c.rpc('join_reading_group', { p_token: token, p_share: true })));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.code).toBe('P0002');
    expect((await c.from('reading_groups').select('name')).data!.map((g) => g.name)).toEqual(['Elsewhere']);
  });
});

describe('signed-out callers and blocked readers', () => {
  it('anon reaches neither table nor any RPC but the invitation, which never gives the group away', async () => {
    const anon = t.anon();
    for (const table of ['reading_groups', 'reading_group_members']) {
      expect((await anon.from(table).select('*')).error?.code, table).toBe('42501');
    }
    for (const [fn, args] of [
      ['join_reading_group', { p_token: group.token }],
      ['reading_group_roster', { p_group: group.id }],
      ['reading_group_week', { p_group: group.id }],
      ['my_reading_groups', {}],
      ['leave_reading_group', { p_group: group.id }],
      ['reading_group_invite', { p_group: group.id }],
    ] as const) {
      expect((await refusal(anon.rpc(fn, args)))?.code, fn).toBe('42501');
    }
    // Holding the link, a signed-out visitor sees what the invitation shows (tests/api/groups/invitation.test.ts),
    // never the group's id; without it, nothing.
    const preview = await anon.rpc('reading_group_preview', { p_token: group.token });
    expect(preview.data).toHaveLength(1);
    expect(preview.data![0].group_id).toBeNull();
    expect((await anon.rpc('reading_group_preview', { p_token: 'f'.repeat(64) })).data).toEqual([]);
  });

  it('a blocked member sees no group and can do nothing in it; the others still see them listed', async () => {
    const blocked = await t.newUser('blocked', { full_name: 'Barnabas Blocked' });
    await joins(blocked, group, true);
    const { error } = await t.service().from('profiles').update({ is_blocked: true }).eq('id', blocked.id);
    expect(error).toBeNull();
    const c = blocked.client;
    expect((await c.from('reading_groups').select('id')).data).toEqual([]);
    expect((await c.from('reading_group_members').select('user_id')).data).toEqual([]);
    expect((await c.rpc('my_reading_groups')).data).toEqual([]);
    expect((await c.rpc('reading_group_week', { p_group: group.id })).data).toEqual([]);
    expect((await c.rpc('reading_group_preview', { p_token: group.token })).data).toEqual([]);
    const blockedMessage = { code: '42501', message: 'Your account has been blocked. Please contact support.' };
    expect(await refusal(c.rpc('leave_reading_group', { p_group: group.id }))).toEqual(blockedMessage);
    expect(await refusal(c.rpc('set_reading_group_sharing', { p_group: group.id, p_shares: false }))).toEqual(blockedMessage);
    expect(await refusal(c.rpc('join_reading_group', { p_token: group.token }))).toEqual(blockedMessage);
    expect(await refusal(c.rpc('create_reading_group', { p_name: 'Mine' }))).toEqual(blockedMessage);
    const roster = await leader.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data!.map((m: { display_name: string }) => m.display_name)).toContain('Barnabas Blocked');
  });
});
