/**
 * The writing assistant of a translation's form: shown on a devotional in Dutch or Spanish whose group has a
 * devotional to translate from (lib/devotionals/translations.ts's translationSource); nothing otherwise.
 */
import { isLanguage } from '@lib/devotionals/languages.ts';
import { translationSource } from '@lib/devotionals/translations.ts';
import { DraftTranslationWithAi } from './DraftTranslationWithAi.tsx';
import { useTranslations } from './useTranslations.ts';

export function TranslationAssistant({ devotionalId, language, translationGroup }: { devotionalId: string; language: string; translationGroup: string }) {
  const { data: members } = useTranslations(translationGroup);
  const source = members ? translationSource(members, devotionalId) : null;
  if (!source || language === 'en' || !isLanguage(language)) return null;
  return <DraftTranslationWithAi source={source} language={language} />;
}
