/**
 * The request of the preferences page (/newsletter/preferences/) to the newsletter function: the e-mail link's token,
 * and optionally a new frequency and a new Bible translation, as supabase/functions/newsletter/preferences.ts
 * validates it. The page's words are in preference-choices.ts, without zod, so the page's island does not carry it.
 */
import { z } from 'zod';
import '../zod-csp.ts';
import { BIBLE_IDS } from '../scripture/translations.ts';
import { FREQUENCIES } from './frequency.ts';
import { PREFERENCE_MESSAGES } from './preference-choices.ts';

/** Everything but the token; the token is checked apart, because a bad one answers 404 "This link is not valid". */
export const preferencesChange = z.object(
  {
    frequency: z.enum(FREQUENCIES, { error: PREFERENCE_MESSAGES.frequency }).optional(),
    // Any Bible the site shows; which of them a subscriber may choose depends on their edition (translationsFor).
    translation: z.enum(BIBLE_IDS, { error: PREFERENCE_MESSAGES.translation }).optional(),
  },
  { error: PREFERENCE_MESSAGES.request },
);

export type PreferencesChange = z.infer<typeof preferencesChange>;

/** The change a request body asks for, or the first refusal to answer 400 with. */
export function parsePreferencesChange(body: unknown): { ok: true; change: PreferencesChange } | { ok: false; error: string } {
  const parsed = preferencesChange.safeParse(body ?? {});
  if (parsed.success) return { ok: true, change: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? PREFERENCE_MESSAGES.request };
}
