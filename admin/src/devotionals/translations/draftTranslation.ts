/**
 * Asks the writing assistant (the generate-devotional function, the generator's AI service) for a translation of the
 * original's words (lib/generator/translation-prompt.ts) and reads the reply (lib/generator/translation-reply.ts).
 * Without an AI key the function answers 503 not_configured: that is "unavailable", said once and the button
 * disabled; any other failure is one sentence for the editor, with the server's reason when it gave one.
 */
import { DEFAULT_TEXT_MODEL } from '@lib/generator/prompt.ts';
import { buildTranslationPrompt, type TranslationSource } from '@lib/generator/translation-prompt.ts';
import { parseTranslationReply, type DraftedTranslation } from '@lib/generator/translation-reply.ts';
import type { Language } from '@lib/devotionals/languages.ts';
import type { GeneratorMethods } from '../../providers/generatorMethods.ts';
import { readFunctionError } from '../../generator/functionError.ts';

export const TRANSLATION_FAILED = 'Failed to draft the translation';
export const ASSISTANT_NOT_CONFIGURED =
  'The writing assistant is not configured, so translations are written by hand: set the AI_API_KEY secret of the generate-devotional function (and AI_BASE_URL and AI_MODEL if not OpenRouter) to draft them with AI.';

export type DraftTranslationResult = { ok: true; translation: DraftedTranslation } | { ok: false; unavailable: boolean; message: string };

export async function draftTranslation(
  dataProvider: Pick<GeneratorMethods, 'generateDevotionalText'>,
  source: TranslationSource,
  language: Language,
): Promise<DraftTranslationResult> {
  let data: unknown;
  try {
    data = await dataProvider.generateDevotionalText({ prompt: buildTranslationPrompt(source, language), model: DEFAULT_TEXT_MODEL });
  } catch (error) {
    const failure = readFunctionError(error);
    if (failure.kind === 'unavailable') return { ok: false, unavailable: true, message: ASSISTANT_NOT_CONFIGURED };
    const reason = failure.reason?.replace(/^Failed to generate devotional:\s*/, '') ?? (error as Error).message;
    return { ok: false, unavailable: false, message: `${TRANSLATION_FAILED}: ${reason}` };
  }
  const text = data && typeof data === 'object' && 'text' in data ? data.text : undefined;
  if (typeof text !== 'string') return { ok: false, unavailable: false, message: `${TRANSLATION_FAILED}: the answer had no text.` };
  const parsed = parseTranslationReply(text);
  return parsed.ok ? { ok: true, translation: parsed.translation } : { ok: false, unavailable: false, message: parsed.message };
}
