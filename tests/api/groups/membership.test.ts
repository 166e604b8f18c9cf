/**
 * Reading groups through the API the site uses: starting a group, its invite link (preview, join,
 * replace, close), the 50-member limit, the leader's actions and who may take them, leaving, leadership passing to
 * the longest-standing member, and the group deleted with its last member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness.ts';
import {
  closeInvite,
  inviteToken,
  joinGroup,
  leaveGroup,
  passLeadership,
  previewInvite,
  removeMember,
  replaceInvite,
  setSharing,
  startGroup,
} from '../../../site/data/groups/group-actions.ts';
import { loadMyGroups } from '../../../site/data/groups/my-groups.ts';
import { groupLedBy, joins, memberIds, refusal, startGroupsBackend, valueOf } from './groups-fixture.ts';

let t: TestBackend;

const LINK_REFUSED = /^This invite link does not work: it may have been replaced, or the group has closed joining\./;

beforeAll(async () => {
  t = await startGroupsBackend();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function inviteRow(groupId: string): Promise<number> {
  const { rows } = await t.local.db.query('select 1 from private.reading_group_invites where group_id = $1', [groupId]);
  return rows.length;
}

describe('starting a group', () => {
  it('makes the reader its leader, sharing as they chose, with an invite link', async () => {
    const leader = await t.newUser('lydia', { full_name: 'Lydia Leader' });
    const group = await groupLedBy(leader, '  Tuesday Bible study  ', true);
    const mine = valueOf(await loadMyGroups(leader.client));
    expect(mine).toEqual([
      {
        id: group.id,
        name: 'Tuesday Bible study',
        role: 'leader',
        shares: true,
        memberCount: 1,
        sharingCount: 1,
        readToday: 0,
        daysReadThisWeek: 0,
      },
    ]);
    const roster = await leader.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data).toEqual([expect.objectContaining({ user_id: leader.id, display_name: 'Lydia Leader', role: 'leader', shares: true })]);
  });

  it('needs a name of 1 to 60 characters on one line', async () => {
    const reader = await t.newUser('namer');
    for (const name of ['', '   ', 'x'.repeat(61), 'Two\nlines']) {
      const result = await startGroup(reader.client, name, false);
      expect(result, JSON.stringify(name)).toEqual({ ok: false, message: 'Give the group a name of 1 to 60 characters.' });
    }
    expect(valueOf(await loadMyGroups(reader.client))).toEqual([]);
  });

  it('is for signed-in readers only', async () => {
    const anon = t.anon();
    expect((await refusal(anon.rpc('create_reading_group', { p_name: 'Anonymous', p_share: false })))?.code).toBe('42501');
    const { rows } = await t.local.db.query(`select 1 from public.reading_groups where name = 'Anonymous'`);
    expect(rows).toEqual([]);
  });

  it('gives each group its own 64-digit token', async () => {
    const leader = await t.newUser('many');
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await groupLedBy(leader, `Group ${i}`)).token);
    expect(tokens.size).toBe(5);
  });
});

describe('the invite link', () => {
  it('shows the name, how many members and how many share, then joins the reader', async () => {
    const leader = await t.newUser('Priscilla');
    const group = await groupLedBy(leader, 'Romans in the evening', true);
    const newcomer = await t.newUser('Aquila');
    expect(valueOf(await previewInvite(newcomer.client, group.token))).toEqual({
      name: 'Romans in the evening',
      leaderName: 'Priscilla',
      memberCount: 1,
      sharingCount: 1,
      myGroupId: null,
    });
    expect(valueOf(await joinGroup(newcomer.client, group.token, false))).toBe(group.id);
    // Joining again changes nothing; the preview now names the reader's group.
    expect(valueOf(await joinGroup(newcomer.client, group.token, true))).toBe(group.id);
    expect(valueOf(await previewInvite(newcomer.client, group.token))).toEqual({
      name: 'Romans in the evening',
      leaderName: 'Priscilla',
      memberCount: 2,
      sharingCount: 1,
      myGroupId: group.id,
    });
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, newcomer.id].sort());
    const mine = valueOf(await loadMyGroups(newcomer.client));
    expect(mine).toEqual([expect.objectContaining({ id: group.id, role: 'member', shares: false, memberCount: 2 })]);
  });

  it('once replaced or closed, answers exactly as a token nobody made', async () => {
    const leader = await t.newUser('replacer');
    const group = await groupLedBy(leader);
    const reader = await t.newUser('latecomer');
    const guessed = 'f'.repeat(64);

    const fresh = valueOf(await replaceInvite(leader.client, group.id));
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(group.token);
    expect(valueOf(await inviteToken(leader.client, group.id))).toBe(fresh);
    for (const token of [group.token, guessed, 'not-a-token']) {
      expect(valueOf(await previewInvite(reader.client, token)), token).toBeNull();
      const refused = await joinGroup(reader.client, token, false);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.message).toMatch(LINK_REFUSED);
    }
    const [old, unknown] = [
      await refusal(reader.client.rpc('join_reading_group', { p_token: group.token })),
      await refusal(reader.client.rpc('join_reading_group', { p_token: guessed })),
    ];
    expect(old).toEqual(unknown);

    valueOf(await closeInvite(leader.client, group.id));
    expect(valueOf(await inviteToken(leader.client, group.id))).toBeNull();
    expect(await inviteRow(group.id)).toBe(0);
    expect(valueOf(await previewInvite(reader.client, fresh))).toBeNull();
    expect(await refusal(reader.client.rpc('join_reading_group', { p_token: fresh }))).toEqual(unknown);

    // A new link opens joining again.
    const reopened = valueOf(await replaceInvite(leader.client, group.id));
    valueOf(await joinGroup(reader.client, reopened, false));
    expect(await memberIds(leader.client, group.id)).toContain(reader.id);
  });

  it('takes a group to 50 members and no further', async () => {
    const leader = await t.newUser('crowded');
    const group = await groupLedBy(leader, 'A large congregation');
    // 48 readers made in the database (signing up 48 through Auth would only slow the test), then two through the link.
    await t.local.db.exec(`
      with made as (
        insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
        select gen_random_uuid(), 'filler-' || n || '-${group.id}@example.test', jsonb_build_object('full_name', 'Filler ' || n), now(), now()
        from generate_series(1, 48) n
        returning id
      )
      insert into public.reading_group_members (group_id, user_id) select '${group.id}', id from made`);
    const fiftieth = await t.newUser('fiftieth');
    await joins(fiftieth, group);
    expect(valueOf(await previewInvite(fiftieth.client, group.token))?.memberCount).toBe(50);
    const fiftyFirst = await t.newUser('fifty-first');
    expect(await joinGroup(fiftyFirst.client, group.token, false)).toEqual({ ok: false, message: 'This group is full: a group has at most 50 members.' });
    // Not even the service role goes past it.
    const forced = await t.service().from('reading_group_members').insert({ group_id: group.id, user_id: fiftyFirst.id });
    expect(forced.error?.message).toMatch(/at most 50 members/);
    // A place freed is a place to join.
    valueOf(await leaveGroup(fiftieth.client, group.id));
    await joins(fiftyFirst, group);
  });

  it('a reader is in at most 20 groups', async () => {
    const busy = await t.newUser('busy');
    for (let i = 0; i < 20; i++) valueOf(await startGroup(busy.client, `Group ${i}`, false));
    expect(await startGroup(busy.client, 'One more', false)).toEqual({
      ok: false,
      message: 'You are in 20 groups already: leave one before joining or starting another.',
    });
  });
});

describe("the leader's actions", () => {
  it('are refused to members, who keep their own: sharing and leaving', async () => {
    const leader = await t.newUser('shepherd');
    const group = await groupLedBy(leader);
    const member = await t.newUser('sheep');
    const other = await t.newUser('other-sheep');
    await joins(member, group);
    await joins(other, group);
    const onlyLeader = { ok: false, message: "Only the group's leader can do this." };
    expect(await removeMember(member.client, group.id, other.id)).toEqual(onlyLeader);
    expect(await removeMember(member.client, group.id, leader.id)).toEqual(onlyLeader);
    expect(await passLeadership(member.client, group.id, member.id)).toEqual(onlyLeader);
    expect(await inviteToken(member.client, group.id)).toEqual(onlyLeader);
    expect(await replaceInvite(member.client, group.id)).toEqual(onlyLeader);
    expect(await closeInvite(member.client, group.id)).toEqual(onlyLeader);
    expect(await memberIds(leader.client, group.id)).toHaveLength(3);
    expect(valueOf(await inviteToken(leader.client, group.id))).toBe(group.token);
    // Nor can a member write the tables directly.
    await member.client.from('reading_group_members').update({ role: 'leader' }).eq('user_id', member.id);
    await member.client.from('reading_group_members').delete().eq('group_id', group.id);
    await member.client.from('reading_groups').update({ name: 'Mine now' }).eq('id', group.id);
    const roles = await leader.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roles.data!.map((m: { role: string }) => m.role)).toEqual(['leader', 'member', 'member']);
    expect((await leader.client.from('reading_groups').select('name').eq('id', group.id).single()).data?.name).toBe('Tuesday Bible study');

    expect(valueOf(await setSharing(member.client, group.id, true))).toBe(true);
    valueOf(await leaveGroup(other.client, group.id));
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, member.id].sort());
  });

  it('remove a member, who then sees nothing of the group; the leader cannot remove themself', async () => {
    const leader = await t.newUser('remover');
    const group = await groupLedBy(leader);
    const member = await t.newUser('removed');
    await joins(member, group, true);
    expect(await removeMember(leader.client, group.id, leader.id)).toEqual({ ok: false, message: 'To leave the group yourself, use Leave group.' });
    valueOf(await removeMember(leader.client, group.id, member.id));
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id]);
    expect(await removeMember(leader.client, group.id, member.id)).toEqual({ ok: false, message: 'That reader is not in this group.' });
    expect((await member.client.from('reading_groups').select('id')).data).toEqual([]);
    expect(valueOf(await loadMyGroups(member.client))).toEqual([]);
    expect(await setSharing(member.client, group.id, false)).toEqual({ ok: false, message: 'This group is not one of yours.' });
  });

  it('pass leadership to another member', async () => {
    const leader = await t.newUser('elder');
    const group = await groupLedBy(leader);
    const member = await t.newUser('younger');
    await joins(member, group);
    const stranger = await t.newUser('stranger');
    expect(await passLeadership(leader.client, group.id, stranger.id)).toEqual({ ok: false, message: 'That reader is not in this group.' });
    valueOf(await passLeadership(leader.client, group.id, member.id));
    const roster = await member.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data).toEqual([
      expect.objectContaining({ user_id: member.id, role: 'leader' }),
      expect.objectContaining({ user_id: leader.id, role: 'member' }),
    ]);
    expect(valueOf(await inviteToken(member.client, group.id))).toBe(group.token);
    expect(await inviteToken(leader.client, group.id)).toEqual({ ok: false, message: "Only the group's leader can do this." });
  });
});

describe('leaving', () => {
  it("passes a leader's leadership to the longest-standing member", async () => {
    const leader = await t.newUser('founder');
    const group = await groupLedBy(leader);
    const first = await t.newUser('first');
    const second = await t.newUser('second');
    await joins(first, group);
    await joins(second, group);
    valueOf(await leaveGroup(leader.client, group.id));
    const roster = await second.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data).toEqual([
      expect.objectContaining({ user_id: first.id, role: 'leader' }),
      expect.objectContaining({ user_id: second.id, role: 'member' }),
    ]);
    expect(valueOf(await loadMyGroups(leader.client))).toEqual([]);
    expect(await leaveGroup(leader.client, group.id)).toEqual({ ok: false, message: 'This group is not one of yours.' });
  });

  it('the same when the leader deletes their account', async () => {
    const leader = await t.newUser('departing');
    const group = await groupLedBy(leader);
    const member = await t.newUser('staying');
    await joins(member, group);
    const { error } = await t.service().auth.admin.deleteUser(leader.id);
    expect(error).toBeNull();
    const roster = await member.client.rpc('reading_group_roster', { p_group: group.id });
    expect(roster.data).toEqual([expect.objectContaining({ user_id: member.id, role: 'leader' })]);
  });

  it('by the last member deletes the group and its invite', async () => {
    const leader = await t.newUser('last');
    const group = await groupLedBy(leader);
    const member = await t.newUser('penultimate');
    await joins(member, group);
    valueOf(await leaveGroup(member.client, group.id));
    expect((await t.service().from('reading_groups').select('id').eq('id', group.id)).data).toHaveLength(1);
    valueOf(await leaveGroup(leader.client, group.id));
    expect((await t.service().from('reading_groups').select('id').eq('id', group.id)).data).toEqual([]);
    expect(await inviteRow(group.id)).toBe(0);
    const reader = await t.newUser('too-late');
    expect(valueOf(await previewInvite(reader.client, group.token))).toBeNull();
  });
});
