/** A tag row's Edit and Delete; delete is confirmed, and the database refuses a tag still in use (23503). */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { tagDeleteError } from '@lib/tags/tag-name.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { RequestError } from '../providers/requestError.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import { TagDialog } from './TagDialog.tsx';
import type { TagWithUsage } from './types.ts';
import { ROW_ACTION_SX } from '../common/rowAction.ts';

export function TagRowButtons() {
  const tag = useRecordContext<TagWithUsage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!tag) return null;

  const remove = async () => {
    setDeleting(true);
    const refused = await dataProvider.deleteTag(tag.id).then(
      () => null,
      (error: RequestError) => error,
    );
    setDeleting(false);
    setConfirming(false);
    if (refused) {
      notify(tagDeleteError(refused.code), { type: 'error' });
      return;
    }
    notify('Tag deleted successfully', { type: 'success' });
    refresh();
    // An unused tag is on no reader page; the public tag list still changes, so the site is rebuilt.
    await rebuildAfter(`Tag deleted: ${tag.name}`);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button label="Edit" aria-label={`Edit tag ${tag.name}`} sx={ROW_ACTION_SX} startIcon={<EditIcon />} onClick={() => setEditing(true)} />
      <Button label="Delete" aria-label={`Delete tag ${tag.name}`} color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} />
      <TagDialog open={editing} tag={tag} onClose={() => setEditing(false)} />
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title={`Delete tag "${tag.name}"?`}
        content={
          tag.usage_count > 0
            ? `It is used by ${tag.usage_count} devotional${tag.usage_count === 1 ? '' : 's'}; remove it from them first.`
            : 'The tag is used by no devotional. This cannot be undone.'
        }
        confirm="Delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
