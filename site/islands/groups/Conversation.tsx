/**
 * A group's conversation for the week on view (docs/features/groups.md, "Conversation"): the week's questions from
 * the group guide as starting points, the form to post (or, for a paused member, why they cannot), and the week's
 * posts by the day they are about. It reads again after each change, so what the reader did shows without a reload.
 */
import type { PageClient } from '../../data/client/types.ts';
import { threadsByDay } from '@lib/groups/conversation.ts';
import { weekDays } from '@lib/groups/reading-week.ts';
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
import type { GroupPost, PostDraft } from '../../data/groups/conversation.ts';
import type { GroupMember } from '../../data/groups/group-view.ts';
import { toast } from '../../lib/toast.ts';
import { muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { refusalText } from '../../lib/groups/refusal-text.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import type { ConfirmRequest } from './ConfirmDialog.tsx';
import ConversationStarters, { type StarterQuestion } from './ConversationStarters.tsx';
import PostForm from './PostForm.tsx';
import PostItem from './PostItem.tsx';
import { useConversation } from './useConversation.ts';

interface Props {
  client: PageClient;
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

export default function Conversation({ client, groupId, myId, iLead, paused, members, today, starters, confirm, onPauseChanged }: Props) {
  const t = useT();
  const days = weekDays(today);
  const postable = days.filter((day) => !day.isAhead);
  const labelOf = weekDayLabels(t.locale);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const { posts, reload, draft, setDraft, textarea, post, save, remove, answer } = useConversation({
    client,
    groupId,
    weekStart: days[0].date,
    today,
    postable,
    onPauseChanged,
    t,
  });

  async function postAndSay(next: PostDraft) {
    const added = await post(next);
    if (added.ok) toast(t('groups.conversation.posted'));
    return added;
  }

  async function saveAndSay(postId: string, next: PostDraft) {
    const saved = await save(postId, next);
    if (saved.ok) toast(t('groups.conversation.saved'));
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
        const deleted = await remove(item.id);
        if (!deleted.ok) toast(await refusalText(t, deleted.message), 'error');
        else toast(mine ? t('groups.conversation.deleted') : t('groups.conversation.removed'));
      },
    });
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
          onSubmit={postAndSay}
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
          <p className={muted}>{t('groups.conversation.failed', { message: posts.message })}</p>
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
                  days={postable}
                  onSave={(next) => saveAndSay(item.id, next)}
                  onDelete={() => askDelete(item)}
                />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
