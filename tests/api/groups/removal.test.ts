/**
 * A member the leader removed cannot come back with the invite link they kept: every link made before the removal
 * refuses them, exactly as a link that never existed (preview and join alike), so the refusal tells them nothing
 * more. The leader lets them back by making a new link (Replace link) and sending it. A member who left on their own
 * was not sent away: the link they have still brings them back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount, TestBackend } from '../harness.ts';
import { joinGroup, leaveGroup, previewInvite, removeMember, replaceInvite } from '../../../site/data/groups/group-actions.ts';
import { groupLedBy, joins, memberIds, refusal, startGroupsBackend, valueOf, type StartedGroup } from './groups-fixture.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startGroupsBackend();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function roster(reader: TestAccount, groupId: string): Promise<unknown[]> {
  const { data, error } = await reader.client.rpc('reading_group_roster', { p_group: groupId });
  if (error) throw new Error(error.message);
  return data as unknown[];
}

/** A group with a leader and a member who joined with its link. */
async function groupWithMember(name: string): Promise<{ leader: TestAccount; member: TestAccount; group: StartedGroup }> {
  const leader = await t.newUser(`${name}-leader`);
  const group = await groupLedBy(leader);
  const member = await t.newUser(name);
  await joins(member, group, true);
  return { leader, member, group };
}

describe('a removed member', () => {
  it('is refused by the link they kept, as by a link nobody made, and reads nothing of the group', async () => {
    const { leader, member, group } = await groupWithMember('diotrephes');
    valueOf(await removeMember(leader.client, group.id, member.id));

    expect(valueOf(await previewInvite(member.client, group.token))).toBeNull();
    const kept = await refusal(member.client.rpc('join_reading_group', { p_token: group.token, p_share: true }));
    const unknown = await refusal(member.client.rpc('join_reading_group', { p_token: 'f'.repeat(64), p_share: true }));
    expect(kept).not.toBeNull();
    expect(kept).toEqual(unknown);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id]);
    expect(await roster(member, group.id)).toEqual([]);
    expect((await member.client.from('reading_group_members').select('user_id').eq('group_id', group.id)).data).toEqual([]);
  });

  it('the same link still lets others join', async () => {
    const { leader, member, group } = await groupWithMember('hymenaeus');
    valueOf(await removeMember(leader.client, group.id, member.id));
    const newcomer = await t.newUser('onesiphorus');
    expect(valueOf(await previewInvite(newcomer.client, group.token))).toMatchObject({ memberCount: 1 });
    await joins(newcomer, group);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, newcomer.id].sort());
  });

  it('comes back with a new link the leader made after the removal', async () => {
    const { leader, member, group } = await groupWithMember('onesimus');
    valueOf(await removeMember(leader.client, group.id, member.id));
    const fresh = valueOf(await replaceInvite(leader.client, group.id));
    expect(valueOf(await previewInvite(member.client, fresh))).toMatchObject({ memberCount: 1 });
    expect(valueOf(await joinGroup(member.client, fresh, false))).toBe(group.id);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, member.id].sort());
    expect(await roster(member, group.id)).toHaveLength(2);

    // Removed again, the link that let them back no longer does.
    valueOf(await removeMember(leader.client, group.id, member.id));
    expect((await joinGroup(member.client, fresh, false)).ok).toBe(false);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id]);
  });
});

describe('a member who left on their own', () => {
  it('rejoins with the link they have', async () => {
    const { leader, member, group } = await groupWithMember('mark');
    valueOf(await leaveGroup(member.client, group.id));
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id]);
    await joins(member, group);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, member.id].sort());
  });
});
