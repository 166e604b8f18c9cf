/**
 * The group guide's discussion questions for this week (lib/groups/guide.ts), offered as starting points of the
 * conversation: choosing one starts a question-kind post quoting it, about the day of the devotional it comes from.
 */
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

/** This week's group guide (site/pages/[...lang]/groups/guide/index.astro). */
const GUIDE_PATH = '/groups/guide/';

export interface StarterQuestion {
  text: string;
  /** The day of the devotional the question comes from. The page names it by its day only: a group's page shows
   * nothing of what anyone read, not even the titles of the week's devotionals. */
  day: string;
}

interface Props {
  questions: StarterQuestion[];
  onAnswer: (question: StarterQuestion) => void;
}

export default function ConversationStarters({ questions, onAnswer }: Props) {
  const t = useT();
  const labelOf = weekDayLabels(t.locale);
  return (
    <div className="rounded-xl bg-stone-50 p-4 dark:bg-stone-950" data-testid="conversation-starters">
      <h3 className="font-semibold text-stone-900 dark:text-stone-100">{t('groups.conversation.starters')}</h3>
      <p className={`mt-1 text-sm ${muted}`}>
        <a href={editionHref(t.locale, GUIDE_PATH)} className={textLink}>
          {t('groups.home.guide')}
        </a>
        {' · '}
        {t('groups.conversation.startersNote')}
      </p>
      <ol className="mt-3 space-y-3">
        {questions.map((question) => (
          <li key={`${question.day}-${question.text}`} className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 flex-1">
              <p className="text-stone-800 dark:text-stone-200">{question.text}</p>
              <p className={`text-xs ${muted}`}>{t('groups.conversation.from', { day: labelOf(question.day).full })}</p>
            </div>
            <button
              type="button"
              className={`${secondaryButton} px-3 py-1 text-xs`}
              aria-label={t('groups.conversation.answerLabel', { question: question.text })}
              onClick={() => onAnswer(question)}
            >
              {t('groups.conversation.answer')}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
