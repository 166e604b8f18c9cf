/**
 * A group's conversation, through the calls its page makes (site/data/groups/conversation.ts) with RLS deciding:
 * only members read and post; each author edits and deletes their own; the leader removes any post and pauses a
 * member, who then reads but cannot post; the database refuses blank, over-long and too-frequent posts in words
 * the page can show; and a member who goes loses the conversation, their posts with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount, TestBackend } from '../harness.ts';
import { deleteGroup, passLeadership, removeMember } from '../../../site/data/groups/group-actions.ts';
import { addPost, deletePost, editPost, loadPaused, loadPosts, setPaused, type PostDraft } from '../../../site/data/groups/conversation.ts';
import { groupLedBy, joins, refusal, startGroupsBackend, utcDay, valueOf, type StartedGroup } from './groups-fixture.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startGroupsBackend();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Circle {
  leader: TestAccount;
  member: TestAccount;
  outsider: TestAccount;
  group: StartedGroup;
}

async function circle(name: string): Promise<Circle> {
  const leader = await t.newUser(`${name}-leader`);
  const group = await groupLedBy(leader, 'Psalms at noon');
  const member = await t.newUser(`${name}-member`);
  await joins(member, group);
  const outsider = await t.newUser(`${name}-outsider`);
  return { leader, member, outsider, group };
}

/** Monday of this week in UTC, the site's time zone in these tests. */
function thisMonday(): string {
  const d = new Date(`${utcDay()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

const reflection = (body: string, day: string | null = null): PostDraft => ({ kind: 'reflection', body, day });

async function bodies(reader: TestAccount, groupId: string): Promise<string[]> {
  return valueOf(await loadPosts(reader.client, groupId, thisMonday())).map((p) => p.body);
}

/** The post as the database holds it, read by the service role. */
async function stored(id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await t.service().from('reading_group_posts').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

const NOT_YOURS = { code: 'P0002', message: 'This group is not one of yours.' };
const PAUSED = { ok: false, message: "The group's leader has paused your posting here. You can still read the conversation." };
const GONE = { ok: false, message: 'This post is no longer there.' };

describe('who reads and writes the conversation', () => {
  it('members read each other’s posts of this week, on the day they are about', async () => {
    const { leader, member, group } = await circle('lydia');
    const post = valueOf(await addPost(member.client, group.id, { kind: 'prayer', body: 'Pray for my mother,\nwho is ill.', day: utcDay() }));
    expect(post).toMatchObject({ authorId: member.id, kind: 'prayer', day: utcDay(), editedAt: null });
    const seen = valueOf(await loadPosts(leader.client, group.id, thisMonday()));
    expect(seen).toEqual([post]);
    expect(seen[0].body).toBe('Pray for my mother,\nwho is ill.');
  });

  it('a reader outside the group and a signed-out visitor read nothing and change nothing', async () => {
    const { member, outsider, group } = await circle('demas');
    const post = valueOf(await addPost(member.client, group.id, reflection('Only for the group.')));
    const anon = t.anon();

    expect(await bodies(outsider, group.id)).toEqual([]);
    expect((await outsider.client.from('reading_group_posts').select('id').eq('id', post.id)).data).toEqual([]);
    const anonRead = await anon.from('reading_group_posts').select('id').eq('id', post.id);
    expect(anonRead.error?.code).toBe('42501');

    expect(await refusal(outsider.client.from('reading_group_posts').insert({ group_id: group.id, kind: 'reflection', body: 'Let me in' }))).toEqual(NOT_YOURS);
    expect((await anon.from('reading_group_posts').insert({ group_id: group.id, kind: 'reflection', body: 'Let me in' })).error?.code).toBe('42501');

    expect(await editPost(outsider.client, post.id, reflection('Changed by a stranger'))).toEqual(GONE);
    expect(await deletePost(outsider.client, post.id)).toEqual(GONE);
    expect((await anon.from('reading_group_posts').update({ body: 'Changed' }).eq('id', post.id)).error?.code).toBe('42501');
    expect((await anon.from('reading_group_posts').delete().eq('id', post.id)).error?.code).toBe('42501');
    expect(await stored(post.id)).toMatchObject({ body: 'Only for the group.', edited_at: null });
  });

  it('nobody posts as someone else or backdates a post', async () => {
    const { leader, member, group } = await circle('jannes');
    expect(
      await refusal(member.client.from('reading_group_posts').insert({ group_id: group.id, author_id: leader.id, kind: 'reflection', body: 'As the leader' })),
    ).toMatchObject({ code: '42501' });
    expect(
      await refusal(member.client.from('reading_group_posts').insert({ group_id: group.id, week_start: '2020-01-06', kind: 'reflection', body: 'Long ago' })),
    ).toMatchObject({ code: '42501' });
    expect(await bodies(leader, group.id)).toEqual([]);
  });

  it('a removed member loses the conversation, and their posts go with them', async () => {
    const { leader, member, group } = await circle('hermogenes');
    valueOf(await addPost(leader.client, group.id, reflection('From the leader')));
    valueOf(await addPost(member.client, group.id, reflection('From the member')));
    valueOf(await removeMember(leader.client, group.id, member.id));

    expect(await bodies(member, group.id)).toEqual([]);
    expect((await addPost(member.client, group.id, reflection('Still here?'))).ok).toBe(false);
    expect(await bodies(leader, group.id)).toEqual(['From the leader']);
  });

  it('deleting the group deletes its conversation', async () => {
    const { leader, member, group } = await circle('phygelus');
    const post = valueOf(await addPost(member.client, group.id, reflection('Soon gone')));
    valueOf(await deleteGroup(leader.client, group.id));
    expect(await stored(post.id)).toBeNull();
  });
});

describe('an author’s own posts', () => {
  it('the author edits their post, which then shows as edited, and deletes it', async () => {
    const { leader, member, group } = await circle('tychicus');
    const post = valueOf(await addPost(member.client, group.id, reflection('First thoughts')));
    const edited = valueOf(await editPost(member.client, post.id, { kind: 'question', body: '  Second thoughts?  ', day: utcDay() }));
    expect(edited).toMatchObject({ id: post.id, kind: 'question', body: 'Second thoughts?', day: utcDay(), createdAt: post.createdAt });
    expect(edited.editedAt).not.toBeNull();
    expect(valueOf(await loadPosts(leader.client, group.id, thisMonday()))[0]).toEqual(edited);

    valueOf(await deletePost(member.client, post.id));
    expect(await bodies(leader, group.id)).toEqual([]);
  });

  it('a member neither edits nor deletes another’s post, not even the leader’s', async () => {
    const { leader, member, group } = await circle('alexander-coppersmith');
    const post = valueOf(await addPost(leader.client, group.id, reflection('The leader wrote this')));
    expect(await editPost(member.client, post.id, reflection('Rewritten'))).toEqual(GONE);
    expect(await deletePost(member.client, post.id)).toEqual(GONE);
    expect(await stored(post.id)).toMatchObject({ body: 'The leader wrote this', edited_at: null });
  });

  it('the leader edits nobody else’s post but removes any', async () => {
    const { leader, member, group } = await circle('artemas');
    const post = valueOf(await addPost(member.client, group.id, reflection('Off topic')));
    expect(await editPost(leader.client, post.id, reflection('Tidied'))).toEqual(GONE);
    valueOf(await deletePost(leader.client, post.id));
    expect(await stored(post.id)).toBeNull();
  });
});

describe('what a post may hold', () => {
  it('refuses a blank post and one over 1,000 characters, keeping line breaks and taking exactly 1,000', async () => {
    const { member, group } = await circle('zenas');
    expect(await addPost(member.client, group.id, reflection(' \n\t '))).toEqual({ ok: false, message: 'Write something before posting.' });
    expect(await addPost(member.client, group.id, reflection('a'.repeat(1001)))).toEqual({ ok: false, message: 'A post has at most 1,000 characters.' });
    expect(valueOf(await addPost(member.client, group.id, reflection(`\n${'é'.repeat(1000)}\n`))).body).toHaveLength(1000);
    const post = valueOf(await addPost(member.client, group.id, reflection('Line one\r\n\r\nLine <b>three</b>')));
    expect(post.body).toBe('Line one\n\nLine <b>three</b>');
    expect(await editPost(member.client, post.id, reflection('   '))).toEqual({ ok: false, message: 'Write something before posting.' });
    expect((await stored(post.id))?.body).toBe('Line one\n\nLine <b>three</b>');
  });

  it('refuses an unknown kind and a day that is not this week up to today', async () => {
    const { member, group } = await circle('apollos');
    expect(await addPost(member.client, group.id, { kind: 'announcement' as 'reflection', body: 'Hello', day: null })).toEqual({
      ok: false,
      message: 'Choose whether this is a reflection, a question or a prayer request.',
    });
    for (const day of [utcDay(1), utcDay(-7)]) {
      expect(await addPost(member.client, group.id, reflection('Hello', day))).toEqual({ ok: false, message: 'Choose a day of the week up to today.' });
    }
    expect(valueOf(await addPost(member.client, group.id, reflection('On Monday’s reading', thisMonday()))).day).toBe(thisMonday());
  });

  it('keeps the guide’s question a post answers', async () => {
    const { leader, member, group } = await circle('epaphras');
    const post = valueOf(
      await addPost(member.client, group.id, { kind: 'question', body: 'I think it means rest.', day: null, prompt: ' What does the shepherd give? ' }),
    );
    expect(valueOf(await loadPosts(leader.client, group.id, thisMonday()))[0]).toMatchObject({ id: post.id, prompt: 'What does the shepherd give?' });
  });

  it('refuses a sixth post within five minutes with code PT429, and the five stand', async () => {
    const { leader, member, group } = await circle('nymphas');
    for (let i = 1; i <= 5; i++) valueOf(await addPost(member.client, group.id, reflection(`Thought ${i}`)));
    const sixth = await refusal(member.client.from('reading_group_posts').insert({ group_id: group.id, kind: 'reflection', body: 'Thought 6' }));
    expect(sixth).toEqual({ code: 'PT429', message: 'You have posted 5 times in the last 5 minutes. Please wait a few minutes before posting again.' });
    expect(await bodies(leader, group.id)).toHaveLength(5);
    // Another member is not held up by it.
    valueOf(await addPost(leader.client, group.id, reflection('The leader still posts')));
  });
});

describe('pausing a member', () => {
  it('a paused member reads but cannot post or edit, is told why, and posts again once allowed', async () => {
    const { leader, member, group } = await circle('diotrephes');
    const earlier = valueOf(await addPost(member.client, group.id, reflection('Before the pause')));
    expect(valueOf(await setPaused(leader.client, group.id, member.id, true))).toBe(true);

    expect(await addPost(member.client, group.id, reflection('During the pause'))).toEqual(PAUSED);
    expect(await editPost(member.client, earlier.id, reflection('Edited during the pause'))).toEqual(PAUSED);
    expect(await bodies(member, group.id)).toEqual(['Before the pause']);
    expect(valueOf(await loadPaused(member.client, group.id))).toEqual([member.id]);
    expect(valueOf(await loadPaused(leader.client, group.id))).toEqual([member.id]);

    expect(valueOf(await setPaused(leader.client, group.id, member.id, false))).toBe(false);
    expect(valueOf(await loadPaused(member.client, group.id))).toEqual([]);
    valueOf(await addPost(member.client, group.id, reflection('After the pause')));
    expect(await bodies(leader, group.id)).toEqual(['Before the pause', 'After the pause']);
  });

  it('only the leader pauses, never themselves, and other members do not see who is paused', async () => {
    const { leader, member, outsider, group } = await circle('euodia');
    const other = await t.newUser('syntyche');
    await joins(other, group);
    expect(await refusal(member.client.rpc('set_reading_group_mute', { p_group: group.id, p_member: other.id, p_muted: true }))).toEqual({
      code: '42501',
      message: "Only the group's leader can do this.",
    });
    expect(await refusal(outsider.client.rpc('set_reading_group_mute', { p_group: group.id, p_member: member.id, p_muted: true }))).toEqual(NOT_YOURS);
    expect(await setPaused(leader.client, group.id, leader.id, true)).toEqual({
      ok: false,
      message: 'You lead this group: your own posting cannot be paused.',
    });

    valueOf(await setPaused(leader.client, group.id, other.id, true));
    expect(valueOf(await loadPaused(member.client, group.id))).toEqual([]);
    expect(valueOf(await loadPaused(outsider.client, group.id))).toEqual([]);
    expect((await member.client.from('reading_group_mutes').insert({ group_id: group.id, user_id: member.id })).error?.code).toBe('42501');
  });

  it('a paused member made leader may post', async () => {
    const { leader, member, group } = await circle('timothy');
    valueOf(await setPaused(leader.client, group.id, member.id, true));
    valueOf(await passLeadership(leader.client, group.id, member.id));
    expect(valueOf(await loadPaused(member.client, group.id))).toEqual([]);
    valueOf(await addPost(member.client, group.id, reflection('Leading now')));
  });
});
