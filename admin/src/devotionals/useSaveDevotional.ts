/**
 * Saves the edit form through public.save_devotional: the devotional, its tags and its references in one
 * transaction, refused (409) when someone else saved since the form was opened. Then, when the save changes
 * what readers see (a publish, an unpublish, an edit of a published devotional), asks for a site rebuild.
 */
import { useRef } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { devotionalStatusOf, toSaveArgs, type DevotionalFormValues } from '@lib/devotionals/edit-form.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { RequestError } from '../providers/requestError.ts';
import type { LoadedDevotional } from './useDevotionalForEdit.ts';

/** PostgREST answers a unique violation with 409 too, so the slug's clash is told apart from the edit lock by its code. */
export const DUPLICATE_SLUG_MESSAGE = 'A devotional with this slug already exists';

function failureMessage(isNew: boolean, error: { code?: string; message: string }): string {
  const prefix = isNew ? 'Failed to save devotional' : 'Failed to update devotional';
  if (error.code === '23514') return `${prefix}: a field breaks a rule of the database (${error.message}).`;
  return `${prefix}: ${error.message.replace(/^Failed to save devotional:\s*/, '')}`;
}

/** `onSaved` runs as soon as the database has taken the values, before the rebuild request and the redirect. */
export function useSaveDevotional(loaded: LoadedDevotional, onSaved?: () => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const rebuildAfter = useRebuildAfter();
  // The lock moves forward with each of this form's own saves.
  const expected = useRef(loaded.updatedAt);
  const storedStatus = useRef(loaded.storedStatus);
  const isNew = loaded.updatedAt === null;

  return async (values: DevotionalFormValues) => {
    const id = loaded.values.id;
    const args = toSaveArgs(id, values, expected.current);
    let data;
    try {
      data = await dataProvider.saveDevotional(args);
    } catch (e) {
      const error = e instanceof RequestError ? e : new RequestError((e as Error).message);
      // The optimistic lock's own sentence says what happened and what to do.
      const message =
        error.code === '23505' ? DUPLICATE_SLUG_MESSAGE : error.httpStatus === 409 ? error.message : failureMessage(isNew && expected.current === null, error);
      notify(message, {
        type: 'error',
        autoHideDuration: 10_000,
      });
      return;
    }
    const saved = { ...data, status: devotionalStatusOf(data.status) };
    expected.current = saved.updated_at;
    onSaved?.();
    const wasPublished = storedStatus.current === 'published';
    storedStatus.current = saved.status;
    notify(
      isNew && saved.status === 'draft'
        ? 'Devotional saved as draft!'
        : !wasPublished && saved.status === 'published'
          ? 'Devotional published'
          : wasPublished && saved.status === 'draft'
            ? 'Devotional moved to draft'
            : 'Devotional updated',
      { type: 'success' },
    );
    refresh();
    if (wasPublished || saved.status === 'published') {
      await rebuildAfter(!wasPublished ? `Published "${saved.title}"` : saved.status === 'draft' ? `Unpublished "${saved.title}"` : `Edited "${saved.title}"`);
    }
    redirect('/');
  };
}
