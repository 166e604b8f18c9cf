/**
 * One post of a group's conversation: who wrote it, its kind, when, "edited" once changed, the guide's question it
 * answers, and its words as plain text with their line breaks. Its author edits (in place) and deletes it; the
 * leader removes anyone's. RLS decides; the buttons only mirror it.
 */
import { useEffect, useRef, useState } from 'react';
import { INTL_LOCALES } from '@lib/i18n/locales.ts';
import type { WeekDay } from '@lib/groups/reading-week.ts';
import type { GroupPost, PostDraft } from '../../data/groups/conversation.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';
import PostForm from './PostForm.tsx';

const KIND_LOOK: Record<string, string> = {
  reflection: 'bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100',
  question: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  prayer: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

const smallButton = `${secondaryButton} px-3 py-1 text-xs`;

interface Props {
  post: GroupPost;
  authorName: string;
  mine: boolean;
  iLead: boolean;
  /** May the reader edit now (not while paused). */
  canEdit: boolean;
  days: WeekDay[];
  onSave: (draft: PostDraft) => Promise<Outcome<unknown>>;
  onDelete: () => void;
}

export default function PostItem({ post, authorName, mine, iLead, canEdit, days, onSave, onDelete }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<PostDraft | null>(null);
  const editing = draft !== null;
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Edit puts the cursor in the words, where the reader means to change something.
  useEffect(() => {
    if (editing) textarea.current?.focus();
  }, [editing]);
  const when = new Intl.DateTimeFormat(INTL_LOCALES[t.locale], { weekday: 'short', hour: 'numeric', minute: '2-digit' });

  async function save(next: PostDraft) {
    const saved = await onSave(next);
    if (saved.ok) setDraft(null);
    return saved;
  }

  return (
    <li className="py-3" data-post={post.id} data-author={authorName}>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-stone-900 dark:text-stone-100">
          {authorName}
          {mine ? t('groups.members.you') : ''}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_LOOK[post.kind] ?? ''}`} data-kind={post.kind}>
          {t(`groups.conversation.kind.${post.kind}`)}
        </span>
        <time dateTime={post.createdAt} className={`text-xs ${muted}`}>
          {when.format(new Date(post.createdAt))}
        </time>
        {post.editedAt && (
          <span className={`text-xs italic ${muted}`} data-testid="post-edited">
            ({t('groups.conversation.edited')})
          </span>
        )}
      </div>
      {draft ? (
        <div className="mt-2">
          <PostForm
            days={days}
            draft={draft}
            onDraft={setDraft}
            onSubmit={save}
            submitLabel={t('groups.conversation.save')}
            busyLabel={t('groups.conversation.saving')}
            onCancel={() => setDraft(null)}
            textareaRef={textarea}
          />
        </div>
      ) : (
        <>
          {post.prompt && (
            <blockquote className="mt-2 border-l-4 border-stone-300 pl-3 text-sm italic text-stone-700 dark:border-stone-600 dark:text-stone-300">
              {post.prompt}
            </blockquote>
          )}
          <p className="mt-1 whitespace-pre-wrap break-words text-stone-800 dark:text-stone-200" data-testid="post-body">
            {post.body}
          </p>
          {(mine || iLead) && (
            <div className="mt-2 flex flex-wrap gap-2">
              {mine && canEdit && (
                <button
                  type="button"
                  className={smallButton}
                  aria-label={t('groups.conversation.editLabel')}
                  onClick={() => setDraft({ kind: post.kind, body: post.body, day: post.day, prompt: post.prompt })}
                >
                  {t('groups.conversation.edit')}
                </button>
              )}
              <button
                type="button"
                className={smallButton}
                aria-label={mine ? t('groups.conversation.deleteLabel') : t('groups.conversation.removeLabel', { name: authorName })}
                onClick={onDelete}
              >
                {mine ? t('groups.conversation.delete') : t('groups.conversation.remove')}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
