/**
 * "Publish selected" in the devotionals table's toolbar: publishes every selected draft in one request through
 * the data provider (a PATCH that row-level security decides, as the row's own Publish), says how many the
 * database published, and asks for one rebuild. Shown only while drafts are selected.
 */
import PublishIcon from '@mui/icons-material/Publish';
import { Typography } from '@mui/material';
import { useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import { bulkPublishOutcome, bulkPublishRebuildReason } from '@lib/devotionals/bulk-publish.ts';

export function PublishSelectedButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const rebuildAfter = useRebuildAfter();
  const [updateMany, { isPending }] = useUpdateMany();
  if (selectedIds.length === 0) return null;
  const selected = selectedIds.length;
  const publish = () =>
    updateMany(
      'devotionals',
      { ids: selectedIds, data: { status: 'published' } },
      {
        mutationMode: 'pessimistic',
        onSuccess: (changed) => {
          const published = Array.isArray(changed) ? changed.length : 0;
          const outcome = bulkPublishOutcome(selected, published);
          notify(outcome.message, { type: outcome.type });
          onUnselectItems();
          refresh();
          if (published === 0) return;
          void rebuildAfter(bulkPublishRebuildReason(published));
        },
        onError: () => notify('Failed to update status', { type: 'error' }),
      },
    );
  return (
    <>
      <Typography variant="body2" role="status" sx={{ alignSelf: 'center' }}>
        {selected.toLocaleString('en-US')} selected
      </Typography>
      <Button label="Publish selected" startIcon={<PublishIcon />} onClick={publish} disabled={isPending} />
    </>
  );
}
