/**
 * Save as Draft: the devotional goes through public.save_devotional (one transaction, the edit form's
 * rules), always with status draft. The first save creates it under a new id; saving again from the same
 * screen updates that same draft (its id and the optimistic lock carried forward), so a draft is never
 * duplicated. A slug another devotional already uses is refused, never overwritten.
 */
import { toSaveArgs } from '../../../lib/devotionals/edit-form.ts';
import type { DevotionalFormValues } from '../../../lib/devotionals/edit-form.ts';
import { supabase } from '../supabase.ts';

export interface SavedDraft {
  id: string;
  updatedAt: string;
}

export type SaveResult = { ok: true; saved: SavedDraft } | { ok: false; message: string };

export async function saveGeneratedDraft(values: DevotionalFormValues, previous: SavedDraft | null): Promise<SaveResult> {
  const id = previous?.id ?? crypto.randomUUID();
  const { data, error, status } = await supabase.rpc('save_devotional', toSaveArgs(id, { ...values, status: 'draft' }, previous?.updatedAt ?? null));
  if (error) {
    if (error.code === '23505') return { ok: false, message: 'Failed to save devotional: another devotional already uses this slug. Change the slug and save again.' };
    // The optimistic lock's own sentence says what happened and what to do.
    if (status === 409) return { ok: false, message: error.message };
    return { ok: false, message: `Failed to save devotional: ${error.message.replace(/^Failed to save devotional:\s*/, '')}` };
  }
  return { ok: true, saved: { id, updatedAt: (data as { updated_at: string }).updated_at } };
}
