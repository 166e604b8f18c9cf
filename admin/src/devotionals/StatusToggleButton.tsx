/** Publishes a draft or moves a published devotional back to draft, with its messages. */
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';

export function StatusToggleButton() {
  const record = useRecordContext<{ id: string; title: string; status: 'draft' | 'published' }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rebuildAfter = useRebuildAfter();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const next = record.status === 'published' ? 'draft' : 'published';
  const toggle = () =>
    update(
      'devotionals',
      { id: record.id, data: { status: next }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(next === 'published' ? 'Devotional published' : 'Devotional moved to draft', { type: 'success' });
          // The panel's figures count drafts and published devotionals too.
          refresh();
          void rebuildAfter(`${next === 'published' ? 'Published' : 'Unpublished'} "${record.title}"`);
        },
        onError: () => notify('Failed to update status', { type: 'error' }),
      },
    );
  return (
    <Button
      label={next === 'published' ? 'Publish' : 'Unpublish'}
      startIcon={next === 'published' ? <PublishIcon /> : <UnpublishedIcon />}
      aria-label={`${next === 'published' ? 'Publish' : 'Move to draft'}: ${record.title}`}
      onClick={toggle}
      disabled={isPending}
    />
  );
}
