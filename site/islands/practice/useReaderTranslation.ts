/**
 * The reader's Bible on a practice page: this device's choice in the page's edition, kept in step when the reader
 * changes it (a Dutch or Spanish page shows its own Bible unless the reader chose the KJV or the BSB there).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '@lib/i18n/locales.ts';
import { editionBible, type BibleId } from '@lib/scripture/translations.ts';
import { editionDeviceBible, translationEvent } from '../../lib/translation.ts';

export function useReaderTranslation(locale: Locale): BibleId {
  const [readerTranslation, setReaderTranslation] = useState<BibleId>(() => editionBible(locale));
  useEffect(() => {
    const follow = () => setReaderTranslation(editionDeviceBible(locale));
    const chosen = translationEvent(locale);
    follow();
    window.addEventListener('rd:translation-applied', follow);
    window.addEventListener(chosen, follow);
    return () => {
      window.removeEventListener('rd:translation-applied', follow);
      window.removeEventListener(chosen, follow);
    };
  }, [locale]);
  return readerTranslation;
}
