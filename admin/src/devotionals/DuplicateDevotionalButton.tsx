/**
 * Copies a devotional as a new draft (new id, slug "-copy-…", title "(copy)") with its text, tags and confession
 * references, through the same save_devotional call as the editor, then opens the copy. Narration and cover are not
 * copied: their files are named after the original and would be shared.
 */
import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { toSaveArgs } from '@lib/devotionals/edit-form.ts';
import { copySlug } from '@lib/devotionals/copy-slug.ts';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { RequestError } from '../providers/requestError.ts';
import { loadDevotionalForEdit } from './useDevotionalForEdit.ts';
import { DUPLICATE_SLUG_MESSAGE } from './useSaveDevotional.ts';

export function DuplicateDevotionalButton() {
  const record = useRecordContext<{ id: string; title: string }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const duplicate = async () => {
    setBusy(true);
    try {
      const { values } = await loadDevotionalForEdit(dataProvider, record.id);
      const id = crypto.randomUUID();
      const copy = {
        ...values,
        title: `${values.title} (copy)`.slice(0, 200),
        slug: copySlug(values.slug, id),
        status: 'draft' as const,
        audio_url_male: '',
        audio_url_female: '',
        image_url: '',
      };
      await dataProvider.saveDevotional(toSaveArgs(id, copy, null)).catch((error: Error) => {
        throw error instanceof RequestError && error.code === '23505' ? new Error(DUPLICATE_SLUG_MESSAGE) : error;
      });
      notify('Devotional duplicated as a draft', { type: 'success' });
      refresh();
      redirect(`/devotional/edit/${id}`);
    } catch (error) {
      notify(`Failed to duplicate devotional: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Duplicate" startIcon={<ContentCopyIcon />} aria-label={`Duplicate: ${record.title}`} onClick={() => void duplicate()} disabled={busy} />
  );
}
