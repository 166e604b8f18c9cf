/** A tag row's Edit and Delete; delete is confirmed, and the database refuses a tag still in use (23503). */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { tagDeleteError } from '@lib/tags/tag-name.ts';
import { requestRebuild } from '../publishing/requestRebuild.ts';
import { supabase } from '../supabase.ts';
import { TagDialog } from './TagDialog.tsx';
import type { TagWithUsage } from './types.ts';
import { ROW_ACTION_SX } from '../common/rowAction.ts';

export function TagRowButtons() {
  const tag = useRecordContext<TagWithUsage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!tag) return null;

  const remove = async () => {
    setDeleting(true);
    const { data, error } = await supabase.from('tags').delete().eq('id', tag.id).select('id');
    setDeleting(false);
    setConfirming(false);
    if (error || !data?.length) {
      notify(tagDeleteError(error?.code), { type: 'error' });
      return;
    }
    notify('Tag deleted successfully', { type: 'success' });
    refresh();
    // An unused tag is on no reader page; the public tag list still changes, so the site is rebuilt.
    const rebuild = await requestRebuild(supabase, `Tag deleted: ${tag.name}`);
    if (!rebuild.ok) notify(rebuild.error!, { type: 'warning' });
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
