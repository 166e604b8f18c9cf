/**
 * A group's conversation through supabase-js, RLS deciding (supabase/migrations/20261209000100_reading_group_conversation.sql):
 * the week's posts, who is paused (the leader sees every member's pause, a member only their own), posting, editing
 * and deleting, and the leader's pause. The database keeps the rules and words each refusal (lib/groups/refusals.ts).
 */
import type { UntypedPageClient } from '../client/types.ts';
import { isPostKind, type PostKind } from '@lib/groups/conversation.ts';
import { outcomeOf, type Outcome } from '../../lib/groups/outcome.ts';

export interface GroupPost {
  id: string;
  authorId: string;
  day: string | null;
  kind: PostKind;
  body: string;
  /** The guide's discussion question the post answers, quoted. */
  prompt: string | null;
  createdAt: string;
  editedAt: string | null;
}

export interface PostDraft {
  kind: PostKind;
  body: string;
  day: string | null;
  prompt?: string | null;
}

interface PostRow {
  id: string;
  author_id: string;
  day: string | null;
  kind: string;
  body: string;
  prompt: string | null;
  created_at: string;
  edited_at: string | null;
}

const COLUMNS = 'id, author_id, day, kind, body, prompt, created_at, edited_at';
/** What an edit or delete that matched no row of the reader's means: the post is gone or not theirs to change. */
const GONE = 'This post is no longer there.';

function fromRow(row: PostRow): GroupPost {
  return {
    id: row.id,
    authorId: row.author_id,
    day: row.day,
    // The database keeps to the three kinds; a fourth, added later, reads as a reflection here until the page knows it.
    kind: isPostKind(row.kind) ? row.kind : 'reflection',
    body: row.body,
    prompt: row.prompt,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

/** The posts of the week starting on `weekStart` (a Monday), oldest first. */
export async function loadPosts(client: UntypedPageClient, groupId: string, weekStart: string): Promise<Outcome<GroupPost[]>> {
  const result = outcomeOf<PostRow[]>(
    await client.from('reading_group_posts').select(COLUMNS).eq('group_id', groupId).eq('week_start', weekStart).order('created_at').order('id'),
  );
  return result.ok ? { ok: true, value: (result.value ?? []).map(fromRow) } : result;
}

/** The members of the group whose posting is paused, as far as the reader may know (RLS). */
export async function loadPaused(client: UntypedPageClient, groupId: string): Promise<Outcome<string[]>> {
  const result = outcomeOf<Array<{ user_id: string }>>(await client.from('reading_group_mutes').select('user_id').eq('group_id', groupId));
  return result.ok ? { ok: true, value: (result.value ?? []).map((r) => r.user_id) } : result;
}

export async function addPost(client: UntypedPageClient, groupId: string, draft: PostDraft): Promise<Outcome<GroupPost>> {
  const result = outcomeOf<PostRow>(
    await client
      .from('reading_group_posts')
      .insert({ group_id: groupId, kind: draft.kind, body: draft.body, day: draft.day, prompt: draft.prompt ?? null })
      .select(COLUMNS)
      .single(),
  );
  return result.ok ? { ok: true, value: fromRow(result.value) } : result;
}

/** The author changes their post's words, kind or day; the database marks it edited. */
export async function editPost(client: UntypedPageClient, postId: string, draft: PostDraft): Promise<Outcome<GroupPost>> {
  const result = outcomeOf<PostRow[]>(
    await client
      .from('reading_group_posts')
      .update({ kind: draft.kind, body: draft.body, day: draft.day, prompt: draft.prompt ?? null })
      .eq('id', postId)
      .select(COLUMNS),
  );
  if (!result.ok) return result;
  const row = result.value?.[0];
  return row ? { ok: true, value: fromRow(row) } : { ok: false, message: GONE };
}

/** The author deletes their post, or the leader removes anyone's. */
export async function deletePost(client: UntypedPageClient, postId: string): Promise<Outcome<null>> {
  const result = outcomeOf<Array<{ id: string }>>(await client.from('reading_group_posts').delete().eq('id', postId).select('id'));
  if (!result.ok) return result;
  return result.value?.length ? { ok: true, value: null } : { ok: false, message: GONE };
}

/** The leader pauses (true) or restores (false) a member's posting. */
export async function setPaused(client: UntypedPageClient, groupId: string, memberId: string, paused: boolean): Promise<Outcome<boolean>> {
  return outcomeOf<boolean>(await client.rpc('set_reading_group_mute', { p_group: groupId, p_member: memberId, p_muted: paused }));
}
