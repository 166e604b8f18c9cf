/**
 * The state and actions of a group's conversation (Conversation.tsx): the week's posts, read again after each
 * change; the draft of a new post, which a guide question can start; posting, saving an edit and deleting. A refusal
 * for being paused makes the page read the group again, so it shows why instead of the form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { isPausedRefusal } from '@lib/groups/paused-refusal.ts';
import { refusalText } from '../../lib/groups/refusal-text.ts';
import type { IslandT } from '../i18n/IslandMessages.tsx';
import type { WeekDay } from '@lib/groups/reading-week.ts';
import { addPost, deletePost, editPost, loadPosts, type GroupPost, type PostDraft } from '../../data/groups/conversation.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import type { StarterQuestion } from './ConversationStarters.tsx';

/** An error's message is in the page's words (site/lib/groups/refusal-text.ts). */
export type Posts = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; posts: GroupPost[] };

interface Options {
  client: PageClient;
  groupId: string;
  weekStart: string;
  today: string;
  /** The days a post may be about. */
  postable: WeekDay[];
  onPauseChanged: () => void;
  /** The island's translator, for a refusal's words. */
  t: IslandT;
}

export function useConversation({ client, groupId, weekStart, today, postable, onPauseChanged, t }: Options) {
  const fresh = useCallback((): PostDraft => ({ kind: 'reflection', body: '', day: today, prompt: null }), [today]);
  const [posts, setPosts] = useState<Posts>({ status: 'loading' });
  const [draft, setDraft] = useState<PostDraft>(fresh);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const reload = useCallback(async () => {
    const loaded = await loadPosts(client, groupId, weekStart);
    setPosts(loaded.ok ? { status: 'ready', posts: loaded.value } : { status: 'error', message: await refusalText(t, loaded.message) });
  }, [client, groupId, weekStart, t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function settle<T>(result: Outcome<T>): Promise<Outcome<T>> {
    if (!result.ok && isPausedRefusal(result.message)) onPauseChanged();
    if (result.ok) await reload();
    return result;
  }

  async function post(next: PostDraft): Promise<Outcome<GroupPost>> {
    const added = await addPost(client, groupId, next);
    if (added.ok) setDraft(fresh());
    return settle(added);
  }

  const save = async (postId: string, next: PostDraft) => settle(await editPost(client, postId, next));

  /** Deletes the reader's post, or as leader anyone's; the list is read again either way. */
  async function remove(postId: string): Promise<Outcome<null>> {
    const deleted = await deletePost(client, postId);
    await reload();
    return deleted;
  }

  /** A guide question starts a question-kind post quoting it, about its day when that day can be chosen. */
  function answer(question: StarterQuestion) {
    const day = postable.some((d) => d.date === question.day) ? question.day : null;
    setDraft((current) => ({ ...current, kind: 'question', day, prompt: question.text }));
    textarea.current?.focus();
  }

  return { posts, reload, draft, setDraft, textarea, post, save, remove, answer };
}
