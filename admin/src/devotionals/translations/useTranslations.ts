/** The devotionals of a translation group, in the editions' order, for the edit page's Translations. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { LANGUAGES, type Language } from '@lib/devotionals/languages.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';

export const translationsKey = (group: string | null) => ['admin', 'devotional-translations', group] as const;

const order = (language: string) => {
  const index = LANGUAGES.indexOf(language as Language);
  return index < 0 ? LANGUAGES.length : index;
};

export function useTranslations(translationGroup: string | null) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: translationsKey(translationGroup),
    enabled: Boolean(translationGroup),
    queryFn: async () => (await dataProvider.devotionalTranslations(translationGroup!)).sort((a, b) => order(a.language) - order(b.language)),
  });
}
