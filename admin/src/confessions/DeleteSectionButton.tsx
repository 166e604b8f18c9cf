/** Delete a section after confirmation; a head takes its articles with it (the database cascades). */
import { useState } from 'react';
import { IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Section } from '../providers/types.ts';

export function DeleteSectionButton({
  section,
  label,
  childCount = 0,
  onDeleted,
}: {
  section: Section;
  label: string;
  childCount?: number;
  onDeleted: (what: string) => void;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.deleteSection(section.id);
      notify('Section deleted successfully', { type: 'success' });
      onDeleted(`${label} deleted`);
    } catch {
      notify('Failed to delete section', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <IconButton aria-label={`Delete ${label}`} onClick={() => setOpen(true)} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Delete ${label}?`}
        content={
          childCount
            ? `This also deletes its ${childCount} sections, and any devotional references and bookmarks to them.`
            : 'Devotional references and reader bookmarks to this section are removed with it.'
        }
        confirm="Delete"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
