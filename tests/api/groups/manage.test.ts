/**
 * The leader renames a group, deletes it for everyone, and passes leadership on; a member who does not lead is told
 * only the leader can, and a reader not in the group is answered as for a group that does not exist. A bad name is
 * refused with the naming rule and leaves the name as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount, TestBackend } from '../harness.ts';
import { deleteGroup, passLeadership, previewInvite, renameGroup } from '../../../site/data/groups/group-actions.ts';
import { loadMyGroups } from '../../../site/data/groups/my-groups.ts';
import { groupLedBy, joins, memberIds, refusal, startGroupsBackend, valueOf, type StartedGroup } from './groups-fixture.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startGroupsBackend();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A group with a leader, a member who joined with its link, and a reader who is in none of it. */
async function groupOfThree(name: string): Promise<{ leader: TestAccount; member: TestAccount; outsider: TestAccount; group: StartedGroup }> {
  const leader = await t.newUser(`${name}-leader`);
  const group = await groupLedBy(leader, 'Tuesday Bible study', true);
  const member = await t.newUser(`${name}-member`);
  await joins(member, group, true);
  const outsider = await t.newUser(`${name}-outsider`);
  return { leader, member, outsider, group };
}

async function groupNames(reader: TestAccount): Promise<string[]> {
  return valueOf(await loadMyGroups(reader.client)).map((g) => g.name);
}

const NOT_YOURS = { code: 'P0002', message: 'This group is not one of yours.' };
const ONLY_LEADER = { code: '42501', message: "Only the group's leader can do this." };
const BAD_NAME = { code: '22023', message: 'Give the group a name of 1 to 60 characters.' };

describe('renaming a group', () => {
  it('the leader renames it, and every member sees the new name', async () => {
    const { leader, member, group } = await groupOfThree('priscilla');
    expect(valueOf(await renameGroup(leader.client, group.id, '  Thursday at the Bakers  '))).toBe('Thursday at the Bakers');
    expect(await groupNames(leader)).toEqual(['Thursday at the Bakers']);
    expect(await groupNames(member)).toEqual(['Thursday at the Bakers']);
  });

  it('a member who does not lead is refused, and the name stays', async () => {
    const { leader, member, group } = await groupOfThree('aquila');
    expect(await refusal(member.client.rpc('rename_reading_group', { p_group: group.id, p_name: 'Taken over' }))).toEqual(ONLY_LEADER);
    expect(await groupNames(leader)).toEqual(['Tuesday Bible study']);
  });

  it('a reader not in the group gets the answer of a group that does not exist', async () => {
    const { leader, outsider, group } = await groupOfThree('alexander');
    const real = await refusal(outsider.client.rpc('rename_reading_group', { p_group: group.id, p_name: 'Mine now' }));
    const none = await refusal(outsider.client.rpc('rename_reading_group', { p_group: randomUUID(), p_name: 'Mine now' }));
    expect(real).toEqual(NOT_YOURS);
    expect(none).toEqual(real);
    expect(await groupNames(leader)).toEqual(['Tuesday Bible study']);
  });

  it('refuses an empty, too long or multi-line name with the naming rule', async () => {
    const { leader, group } = await groupOfThree('tertius');
    for (const name of ['', '   ', 'x'.repeat(61), 'Two\nlines']) {
      expect(await refusal(leader.client.rpc('rename_reading_group', { p_group: group.id, p_name: name })), JSON.stringify(name)).toEqual(BAD_NAME);
    }
    expect(await groupNames(leader)).toEqual(['Tuesday Bible study']);
  });

  it('a signed-out caller cannot call it', async () => {
    const { leader, group } = await groupOfThree('demas');
    const { error } = await t.anon().rpc('rename_reading_group', { p_group: group.id, p_name: 'Anyone' });
    expect(error).not.toBeNull();
    expect(await groupNames(leader)).toEqual(['Tuesday Bible study']);
  });
});

describe('deleting a group', () => {
  it('the leader deletes it for everyone, and its invite link stops working', async () => {
    const { leader, member, outsider, group } = await groupOfThree('phygelus');
    valueOf(await deleteGroup(leader.client, group.id));
    expect(await groupNames(leader)).toEqual([]);
    expect(await groupNames(member)).toEqual([]);
    expect(await memberIds(t.service(), group.id)).toEqual([]);
    expect(valueOf(await previewInvite(outsider.client, group.token))).toBeNull();
    const { data } = await t.service().from('reading_groups').select('id').eq('id', group.id);
    expect(data).toEqual([]);
  });

  it('a member who does not lead is refused, and the group stays', async () => {
    const { leader, member, group } = await groupOfThree('hermogenes');
    expect(await refusal(member.client.rpc('delete_reading_group', { p_group: group.id }))).toEqual(ONLY_LEADER);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, member.id].sort());
  });

  it('a reader not in the group gets the answer of a group that does not exist', async () => {
    const { leader, member, outsider, group } = await groupOfThree('philetus');
    const real = await refusal(outsider.client.rpc('delete_reading_group', { p_group: group.id }));
    const none = await refusal(outsider.client.rpc('delete_reading_group', { p_group: randomUUID() }));
    expect(real).toEqual(NOT_YOURS);
    expect(none).toEqual(real);
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id, member.id].sort());
  });
});

describe('passing leadership on', () => {
  it('the new leader renames and deletes; the old leader no longer can', async () => {
    const { leader, member, group } = await groupOfThree('timothy');
    valueOf(await passLeadership(leader.client, group.id, member.id));
    expect(await refusal(leader.client.rpc('rename_reading_group', { p_group: group.id, p_name: 'Old hand' }))).toEqual(ONLY_LEADER);
    expect(await refusal(leader.client.rpc('delete_reading_group', { p_group: group.id }))).toEqual(ONLY_LEADER);
    expect(valueOf(await renameGroup(member.client, group.id, 'Timothy’s group'))).toBe('Timothy’s group');
    valueOf(await deleteGroup(member.client, group.id));
    expect(await groupNames(leader)).toEqual([]);
  });
});
