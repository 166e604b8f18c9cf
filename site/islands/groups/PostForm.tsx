/**
 * Writing a post in a group's conversation, new or edited: its kind (reflection, question, prayer request), the day
 * of the week it is about, the guide's question it answers when one was chosen, and its plain-text words with a
 * count against the limit. The page checks blank and length first; the database decides (and words) the rest.
 */
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { POST_KINDS, POST_MAX, POST_RATE_LIMIT, POST_RATE_MINUTES, postProblem, postText, type PostKind } from '@lib/groups/conversation.ts';
import type { WeekDay } from '@lib/groups/reading-week.ts';
import { INTL_LOCALES } from '@lib/i18n/locales.ts';
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
import type { PostDraft } from '../../data/groups/conversation.ts';
import type { Outcome } from '../../lib/groups/outcome.ts';
import { inputClass, labelClass, muted, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import { refusalText } from '../../lib/groups/refusal-text.ts';
import { useT } from '../i18n/IslandMessages.tsx';

interface Props {
  /** The days a post may be about: this week's, up to today. */
  days: WeekDay[];
  draft: PostDraft;
  onDraft: (draft: PostDraft) => void;
  /** Sends the draft; a refusal's sentence is shown under the form. */
  onSubmit: (draft: PostDraft) => Promise<Outcome<unknown>>;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

export default function PostForm({ days, draft, onDraft, onSubmit, submitLabel, busyLabel, onCancel, textareaRef }: Props) {
  const t = useT();
  const id = useId();
  const labelOf = weekDayLabels(t.locale);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(INTL_LOCALES[t.locale]);
  const length = [...postText(draft.body)].length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const wrong = postProblem(draft.body);
    if (wrong) return setProblem(wrong === 'blank' ? t('groups.conversation.blank') : t('groups.conversation.tooLong', { max: number.format(POST_MAX) }));
    setProblem(null);
    setBusy(true);
    const sent = await onSubmit(draft);
    if (!sent.ok) setProblem(await refusalText(t, sent.message));
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="post-form">
      {draft.prompt && (
        <div className="rounded-lg border-l-4 border-brand-600 bg-stone-50 px-3 py-2 text-sm dark:bg-stone-950">
          <p className="font-semibold text-stone-800 dark:text-stone-200">{t('groups.conversation.quoting')}</p>
          <p className="whitespace-pre-wrap text-stone-700 dark:text-stone-300" data-testid="post-form-prompt">
            {draft.prompt}
          </p>
          <button
            type="button"
            className="mt-1 text-xs font-medium text-brand-700 underline dark:text-brand-100"
            onClick={() => onDraft({ ...draft, prompt: null })}
          >
            {t('groups.conversation.unquote')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap gap-4">
        <fieldset>
          <legend className={labelClass}>{t('groups.conversation.kind')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {POST_KINDS.map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => onDraft({ ...draft, kind: kind as PostKind })}
                />
                {t(`groups.conversation.kind.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-day`} className={labelClass}>
            {t('groups.conversation.day')}
          </label>
          <select id={`${id}-day`} className={inputClass} value={draft.day ?? ''} onChange={(e) => onDraft({ ...draft, day: e.target.value || null })}>
            <option value="">{t('groups.conversation.wholeWeek')}</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {labelOf(day.date).full}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={labelClass}>
          {t('groups.conversation.body')}
        </label>
        <textarea
          id={`${id}-body`}
          ref={textareaRef}
          className={`${inputClass} min-h-28`}
          rows={4}
          value={draft.body}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note ${id}-count${problem ? ` ${id}-problem` : ''}`}
          onChange={(e) => onDraft({ ...draft, body: e.target.value })}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs">
          <p id={`${id}-note`} className={muted}>
            {t('groups.conversation.plain', { max: number.format(POST_MAX), rate: POST_RATE_LIMIT, minutes: POST_RATE_MINUTES })}
          </p>
          <p id={`${id}-count`} className={length > POST_MAX ? 'font-semibold text-red-700 dark:text-red-300' : muted}>
            {t('groups.conversation.count', { count: number.format(length), max: number.format(POST_MAX) })}
          </p>
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('groups.conversation.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
