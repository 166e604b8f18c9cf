/**
 * An invitation before sign-in: a signed-out visitor holding the link sees the group's name, its leader's name and
 * its counts, never its id; a link that does not work (unknown, replaced, closed) shows them nothing, as it shows a
 * signed-in reader nothing. Signed out, nothing can be joined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness.ts';
import { closeInvite, previewInvite, replaceInvite } from '../../../site/data/groups/group-actions.ts';
import { groupLedBy, joins, memberIds, startGroupsBackend, valueOf } from './groups-fixture.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startGroupsBackend();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a signed-out visitor with an invite link', () => {
  it("sees the group's name, its leader's name and its counts, but not its id", async () => {
    const leader = await t.newUser('lydia', { full_name: 'Lydia of Thyatira' });
    const group = await groupLedBy(leader, 'Riverside prayer', true);
    await joins(await t.newUser('Euodia'), group, false);
    expect(valueOf(await previewInvite(t.anon(), group.token))).toEqual({
      name: 'Riverside prayer',
      leaderName: 'Lydia of Thyatira',
      memberCount: 2,
      sharingCount: 1,
      myGroupId: null,
    });
  });

  it('sees nothing for a link that does not work', async () => {
    const leader = await t.newUser('Syntyche');
    const group = await groupLedBy(leader);
    expect(valueOf(await previewInvite(t.anon(), 'f'.repeat(64)))).toBeNull();
    const fresh = valueOf(await replaceInvite(leader.client, group.id));
    expect(valueOf(await previewInvite(t.anon(), group.token))).toBeNull();
    expect(valueOf(await previewInvite(t.anon(), fresh))).not.toBeNull();
    valueOf(await closeInvite(leader.client, group.id));
    expect(valueOf(await previewInvite(t.anon(), fresh))).toBeNull();
  });

  it('cannot join', async () => {
    const leader = await t.newUser('Clement');
    const group = await groupLedBy(leader);
    const { error } = await t.anon().rpc('join_reading_group', { p_token: group.token, p_share: true });
    expect(error).not.toBeNull();
    expect(await memberIds(leader.client, group.id)).toEqual([leader.id]);
  });
});

describe('a signed-in reader with an invite link', () => {
  it("sees the leader's name too, and the group's id once they are in it", async () => {
    const leader = await t.newUser('Gaius');
    const group = await groupLedBy(leader, 'House church');
    const reader = await t.newUser('Erastus');
    expect(valueOf(await previewInvite(reader.client, group.token))).toMatchObject({ leaderName: 'Gaius', myGroupId: null });
    await joins(reader, group);
    expect(valueOf(await previewInvite(reader.client, group.token))).toMatchObject({ leaderName: 'Gaius', myGroupId: group.id });
  });
});
