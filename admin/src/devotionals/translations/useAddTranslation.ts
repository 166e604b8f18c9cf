/**
 * "Add translation": a draft in another edition's language, in the original's translation group and on
 * its day, made from the stored original (lib/devotionals/translations.ts) with the edition's Bible for the Scripture
 * (./editionScripture.ts), saved through save_devotional like every devotional, then opened in the editor. The
 * database decides (only an admin may save; one devotional per language in a group; the group's day).
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { LANGUAGE_NAMES, type Language } from '@lib/devotionals/languages.ts';
import { translationSaveArgs, translationValues } from '@lib/devotionals/translations.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import { RequestError } from '../../providers/requestError.ts';
import { loadDevotionalForEdit } from '../useDevotionalForEdit.ts';
import { editionScripture } from './editionScripture.ts';

/** A unique violation on the slug (the translation's slug is taken): try once more with a mark from the new id. */
const slugTaken = (error: unknown) => error instanceof RequestError && error.code === '23505' && /slug/i.test(error.message);

function failure(error: unknown, language: Language): string {
  if (error instanceof RequestError && error.code === '23505' && /one_per_language/.test(error.message)) {
    return `this devotional already has a ${LANGUAGE_NAMES[language]} translation. Reload the page to see it.`;
  }
  return (error as Error).message.replace(/^Failed to save devotional:\s*/, '');
}

export function useAddTranslation(originalId: string, translationGroup: string) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const addTranslation = async (language: Language) => {
    setBusy(true);
    try {
      const { values } = await loadDevotionalForEdit(dataProvider, originalId);
      const { scripture, problems } = await editionScripture(language, values.biblical_passage, values.memory_verse);
      const id = crypto.randomUUID();
      const save = (withMark: boolean) =>
        dataProvider.saveDevotional(translationSaveArgs(translationValues(values, language, id, scripture, withMark), translationGroup));
      await save(false).catch((error: unknown) => {
        if (slugTaken(error)) return save(true);
        throw error;
      });
      const created = `${LANGUAGE_NAMES[language]} translation created as a draft.`;
      notify(problems.length ? `${created} ${problems.join(' ')}` : created, {
        type: problems.length ? 'warning' : 'success',
        autoHideDuration: problems.length ? 15_000 : undefined,
      });
      refresh();
      redirect(`/devotional/edit/${id}`);
    } catch (error) {
      notify(`Failed to add the translation: ${failure(error, language)}`, { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  return { addTranslation, busy };
}
