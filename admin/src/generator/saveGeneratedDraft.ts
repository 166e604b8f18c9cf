/**
 * Save as Draft: the devotional goes through public.save_devotional (one transaction, the edit form's
 * rules), always with status draft, under the id the generator chose when it opened (its media are stored
 * under that id before the save). Saving again from the same screen updates that same draft (the optimistic
 * lock carried forward), so a draft is never duplicated. A slug another devotional already uses is refused,
 * never overwritten.
 */
import { toSaveArgs } from '@lib/devotionals/edit-form.ts';
import type { DevotionalFormValues } from '@lib/devotionals/edit-form.ts';
import type { Json } from '@lib/database.types.ts';
import type { DevotionalMethods } from '../providers/devotionalMethods.ts';
import { RequestError } from '../providers/requestError.ts';

export interface SavedDraft {
  id: string;
  updatedAt: string;
}

export type SaveResult = { ok: true; saved: SavedDraft } | { ok: false; message: string };

/** `extra`: columns the edit form does not carry (the card-size cover). */
export async function saveGeneratedDraft(
  dataProvider: Pick<DevotionalMethods, 'saveDevotional'>,
  id: string,
  values: DevotionalFormValues,
  previous: SavedDraft | null,
  extra: { [column: string]: Json | undefined } = {},
): Promise<SaveResult> {
  const args = toSaveArgs(id, { ...values, status: 'draft' }, previous?.updatedAt ?? null);
  let data;
  try {
    data = await dataProvider.saveDevotional({ ...args, devotional: { ...args.devotional, ...extra } });
  } catch (e) {
    const error = e instanceof RequestError ? e : new RequestError((e as Error).message);
    if (error.code === '23505')
      return { ok: false, message: 'Failed to save devotional: another devotional already uses this slug. Change the slug and save again.' };
    // The optimistic lock's own sentence says what happened and what to do.
    if (error.httpStatus === 409) return { ok: false, message: error.message };
    return { ok: false, message: `Failed to save devotional: ${error.message.replace(/^Failed to save devotional:\s*/, '')}` };
  }
  return { ok: true, saved: { id, updatedAt: data.updated_at } };
}
