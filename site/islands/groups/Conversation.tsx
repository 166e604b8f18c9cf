/**
 * A group's conversation for the week on view (docs/features/groups.md, "Conversation"): the week's questions from
 * the group guide as starting points, the form to post (or, for a paused member, why they cannot), and the week's
 * posts by the day they are about. It reads again after each change, so what the reader did shows without a reload.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { threadsByDay } from '@lib/groups/conversation.ts';
import { weekDays } from '@lib/groups/reading-week.ts';
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
import { addPost, deletePost, editPost, loadPosts, type GroupPost, type PostDraft } from '../../data/groups/conversation.ts';
import type { GroupMember } from '../../data/groups/group-view.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { toast } from '../../lib/toast.ts';
import { muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { refusalIn } from '../../lib/groups/refusal-words.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import ConversationStarters, { type StarterQuestion } from './ConversationStarters.tsx';
import PostForm from './PostForm.tsx';
import PostItem from './PostItem.tsx';

interface Props {
  client: SupabaseClient;
  groupId: string;
  myId: string;
  iLead: boolean;
  /** The leader paused the reader's posting. */
  paused: boolean;
  members: GroupMember[];
  today: string;
  /** The group guide's questions for this week, when the built guide is this week's. */
  starters: StarterQuestion[];
  confirm: (request: ConfirmRequest) => void;
  /** The reader was told they are paused (or no longer): the page reads its state again. */
  onPauseChanged: () => void;
}

type Posts = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; posts: GroupPost[] };

const PAUSED = "The group's leader has paused your posting here. You can still read the conversation.";

export default function Conversation({ client, groupId, myId, iLead, paused, members, today, starters, confirm, onPauseChanged }: Props) {
  const t = useT();
  const days = weekDays(today);
  const weekStart = days[0].date;
  const postable = days.filter((day) => !day.isAhead);
  const labelOf = weekDayLabels(t.locale);
  const [posts, setPosts] = useState<Posts>({ status: 'loading' });
  const [draft, setDraft] = useState<PostDraft>({ kind: 'reflection', body: '', day: today, prompt: null });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const names = new Map(members.map((m) => [m.userId, m.name]));

  const reload = useCallback(async () => {
    const loaded = await loadPosts(client, groupId, weekStart);
    setPosts(loaded.ok ? { status: 'ready', posts: loaded.value } : { status: 'error', message: loaded.message });
  }, [client, groupId, weekStart]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** After a refusal for being paused the page learns it and says so; any other refusal, the form shows. */
  function noticePause(result: Outcome<unknown>): void {
    if (!result.ok && result.message === PAUSED) onPauseChanged();
  }

  async function post(next: PostDraft) {
    const added = await addPost(client, groupId, next);
    noticePause(added);
    if (added.ok) {
      setDraft({ kind: 'reflection', body: '', day: today, prompt: null });
      toast(t('groups.conversation.posted'));
      await reload();
    }
    return added;
  }

  async function save(postId: string, next: PostDraft) {
    const saved = await editPost(client, postId, next);
    noticePause(saved);
    if (saved.ok) {
      toast(t('groups.conversation.saved'));
      await reload();
    }
    return saved;
  }

  function askDelete(item: GroupPost) {
    const mine = item.authorId === myId;
    const name = names.get(item.authorId) ?? '';
    confirm({
      title: mine ? t('groups.conversation.deleteTitle') : t('groups.conversation.removeTitle', { name }),
      body: <p>{mine ? t('groups.conversation.deleteBody') : t('groups.conversation.removeBody', { name })}</p>,
      confirmLabel: mine ? t('groups.conversation.delete') : t('groups.conversation.remove'),
      onConfirm: async () => {
        const deleted = await deletePost(client, item.id);
        if (!deleted.ok) toast(refusalIn(t, deleted.message), 'error');
        else toast(mine ? t('groups.conversation.deleted') : t('groups.conversation.removed'));
        await reload();
      },
    });
  }

  function answer(question: StarterQuestion) {
    const day = postable.some((d) => d.date === question.day) ? question.day : null;
    setDraft({ ...draft, kind: 'question', day, prompt: question.text });
    textarea.current?.focus();
  }

  return (
    <div className="space-y-6">
      <p className={muted}>{t('groups.conversation.lead')}</p>
      {!paused && starters.length > 0 && <ConversationStarters questions={starters} onAnswer={answer} />}
      {paused ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-stone-950 dark:text-amber-200"
          data-testid="posting-paused"
        >
          {t('groups.conversation.paused')}
        </p>
      ) : (
        <PostForm
          days={postable}
          draft={draft}
          onDraft={setDraft}
          onSubmit={post}
          submitLabel={t('groups.conversation.post')}
          busyLabel={t('groups.conversation.posting')}
          textareaRef={textarea}
        />
      )}
      {posts.status === 'loading' && (
        <p className={muted} aria-busy="true">
          {t('groups.conversation.loading')}
        </p>
      )}
      {posts.status === 'error' && (
        <div role="alert" className="space-y-2">
          <p className={muted}>{t('groups.conversation.failed', { message: refusalIn(t, posts.message) })}</p>
          <button type="button" className={secondaryButton} onClick={() => void reload()}>
            {t('groups.home.retry')}
          </button>
        </div>
      )}
      {posts.status === 'ready' && posts.posts.length === 0 && (
        <p className={muted} data-testid="conversation-empty">
          {t('groups.conversation.empty')}
        </p>
      )}
      {posts.status === 'ready' &&
        threadsByDay(posts.posts).map((thread) => (
          <section key={thread.day ?? 'week'} aria-label={thread.day ? labelOf(thread.day).full : t('groups.conversation.wholeWeek')}>
            <h3 className="border-b border-stone-200 pb-1 text-sm font-semibold uppercase tracking-wide text-stone-700 dark:border-stone-800 dark:text-stone-300">
              {thread.day ? labelOf(thread.day).full : t('groups.conversation.wholeWeek')}
            </h3>
            <ul className="divide-y divide-stone-100 dark:divide-stone-800" data-testid="conversation-posts">
              {thread.posts.map((item) => (
                <PostItem
                  key={`${item.id}-${item.editedAt ?? ''}`}
                  post={item}
                  authorName={names.get(item.authorId) ?? ''}
                  mine={item.authorId === myId}
                  iLead={iLead}
                  canEdit={!paused}
                  days={postable.some((d) => d.date === item.day) || item.day === null ? postable : days.filter((d) => d.date === item.day)}
                  onSave={(next) => save(item.id, next)}
                  onDelete={() => askDelete(item)}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
