/**
 * A failed practice request in the page's language. site/data/practice/remote.ts throws each failure with
 * its action ("add", "remove", …) and the server's own English sentence; the page says the action from its catalogue
 * ("practice.app.failure.<action>"), and the reason: the database's refusals it knows (at most six learners, a learner
 * removed on another device) from the catalogue too, anything else as it came on an English page and as "please try
 * again" in another edition (lib/i18n/untranslated-error.ts).
 */
import type { Locale } from '@lib/i18n/locales.ts';
import type { MessageParams } from '@lib/i18n/format.ts';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';

type Translate = (key: string, params?: MessageParams) => string;

/** The start of the database's refusal of a seventh learner (supabase/migrations/20261201000100_practice.sql). */
const TOO_MANY_LEARNERS = 'A reader can have at most six learners';
const ACTIONS = new Set(['save', 'summary', 'learners', 'add', 'change', 'remove', 'week']);

interface Failure {
  name?: unknown;
  message?: unknown;
  action?: unknown;
  detail?: unknown;
}

export function practiceFailureText(t: Translate, locale: Locale, failure: unknown): string {
  const f = (failure ?? {}) as Failure;
  const message = typeof f.message === 'string' ? f.message : '';
  if (typeof f.action !== 'string' || !ACTIONS.has(f.action)) return untranslatedError(locale, message, t('practice.app.failure.unknown'));
  const detail = typeof f.detail === 'string' ? f.detail : '';
  const reason =
    f.name === 'LearnerGoneError'
      ? t('practice.app.failure.gone')
      : detail.startsWith(TOO_MANY_LEARNERS)
        ? t('practice.app.failure.tooMany')
        : untranslatedError(locale, detail, t('practice.app.failure.tryAgain'));
  // "What failed: why" in each of the three languages.
  return `${t(`practice.app.failure.${f.action}`)}: ${reason}`;
}
