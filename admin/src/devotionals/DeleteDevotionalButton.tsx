/** Deletes a devotional after a confirmation, with its messages; a published one triggers a rebuild. */
import { DeleteWithConfirmButton, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';

export function DeleteDevotionalButton() {
  const record = useRecordContext<{ id: string; title: string; status: string }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const rebuildAfter = useRebuildAfter();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="devotionals"
      mutationMode="pessimistic"
      redirect={false}
      aria-label={`Delete: ${record.title}`}
      confirmTitle={`Delete "${record.title}"?`}
      confirmContent="The devotional, its tags and its confession references are removed for good. Readers' notes and bookmarks on it go too."
      mutationOptions={{
        onSuccess: () => {
          notify('Devotional deleted successfully', { type: 'success' });
          // The panel's figures count devotionals too.
          refresh();
          if (record.status === 'published') void rebuildAfter(`Deleted "${record.title}"`);
        },
        onError: () => notify('Failed to delete devotional', { type: 'error' }),
      }}
    />
  );
}
