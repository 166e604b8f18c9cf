/**
 * The group guide's discussion questions for this week (lib/groups/guide.ts), offered as starting points of the
 * conversation: choosing one starts a question-kind post quoting it, about the day of the devotional it comes from.
 */
import { useState } from 'react';
import { weekDayLabels } from '@lib/groups/week-day-labels.ts';
// The groups' pages are in every edition: their addresses need no check of which pages an edition has.
import { localePath } from '@lib/i18n/paths.ts';
import { muted, secondaryButton, textLink } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

const FIRST_SHOWN = 3;

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
  // Up to eight questions: the first few lead, the rest wait a click away so the form stays near on a phone.
  const [all, setAll] = useState(false);
  const shown = all ? questions : questions.slice(0, FIRST_SHOWN);
  return (
    <div className="rounded-xl bg-stone-50 p-4 dark:bg-stone-950" data-testid="conversation-starters">
      <h3 className="font-semibold text-stone-900 dark:text-stone-100">{t('groups.conversation.starters')}</h3>
      <p className={`mt-1 text-sm ${muted}`}>
        <a href={localePath(t.locale, GUIDE_PATH)} className={textLink}>
          {t('groups.home.guide')}
        </a>
        {' · '}
        {t('groups.conversation.startersNote')}
      </p>
      <ol className="mt-3 space-y-3">
        {shown.map((question) => (
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
      {!all && questions.length > FIRST_SHOWN && (
        <button type="button" className={`mt-3 text-sm ${textLink}`} onClick={() => setAll(true)}>
          {t('groups.conversation.allQuestions', { count: questions.length })}
        </button>
      )}
    </div>
  );
}
