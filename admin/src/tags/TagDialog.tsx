/** Add Tag and Edit Tag: one name field, the slug it yields, and its messages. */
import { useEffect, useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { slugify } from '@lib/slug.ts';
import { tagFromName, tagSaveError } from '@lib/tags/tag-name.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { RequestError } from '../providers/requestError.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import type { TagWithUsage } from './types.ts';

interface TagDialogProps {
  open: boolean;
  /** The tag being edited; absent when adding. */
  tag?: TagWithUsage;
  onClose(): void;
}

export function TagDialog({ open, tag, onClose }: TagDialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = Boolean(tag);

  useEffect(() => {
    if (open) {
      setName(tag?.name ?? '');
      setError(null);
    }
  }, [open, tag]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = tagFromName(name);
    if (!input.ok) {
      setError(input.error);
      return;
    }
    setSaving(true);
    const saveError = await dataProvider.saveTag(tag?.id, { name: input.name, slug: input.slug }).then(
      () => null,
      (error: RequestError) => error,
    );
    setSaving(false);
    if (saveError) {
      const message = tagSaveError(saveError.code, editing ? 'Failed to update tag' : 'Failed to add tag');
      if (saveError.code === '23505') setError(message);
      notify(message, { type: 'error' });
      return;
    }
    notify(editing ? 'Tag updated successfully' : 'Tag added successfully', { type: 'success' });
    refresh();
    onClose();
    // A renamed tag changes the devotional pages and filters readers see; a new tag is on no page yet.
    if (tag && tag.usage_count > 0) {
      await rebuildAfter(`Tag renamed: ${input.name}`);
    }
  };

  const slug = slugify(name);
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="tag-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="tag-dialog-title">{editing ? 'Edit Tag' : 'Add Tag'}</DialogTitle>
        <DialogContent>
          <TextField
            // A dialog moves focus into itself (WAI-ARIA dialog pattern); its one field is where typing starts.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
            autoFocus
            fullWidth
            margin="dense"
            // Outlined: the focused label keeps WCAG contrast on the dialog's white (the filled grey does not).
            variant="outlined"
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <Typography variant="body2" color="text.secondary">
            Slug: <code>{slug || '—'}</code>
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose} disabled={saving}>
            Cancel
          </MuiButton>
          <MuiButton type="submit" variant="contained" disabled={saving}>
            {editing ? 'Save' : 'Add Tag'}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
