/**
 * Add Tag and Edit Tag: the English name, the slug it yields (the tag page's address in every edition), one name per
 * translated edition (lib/editions/registry.ts; empty, the edition shows the English name), and their messages.
 */
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
import { editionTagName, tagFromName, tagSaveError } from '@lib/tags/tag-name.ts';
import { EDITIONS, TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { RequestError } from '../providers/requestError.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import type { TagWithUsage } from './types.ts';

type EditionFields = Record<TranslatedLocale, string>;

const noNames = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, ''])) as EditionFields;

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
  const [names, setNames] = useState<EditionFields>(noNames);
  const [nameErrors, setNameErrors] = useState<Partial<EditionFields>>({});
  // False while an edited tag's names load, and after they failed to: its editions' names are then neither shown nor saved.
  const [namesReady, setNamesReady] = useState(true);
  const [saving, setSaving] = useState(false);
  const editing = Boolean(tag);

  useEffect(() => {
    if (!open) return;
    setName(tag?.name ?? '');
    setError(null);
    setNames(noNames);
    setNameErrors({});
    setNamesReady(!tag);
    if (!tag) return;
    let current = true;
    dataProvider.tagNames(tag.id).then(
      (stored) => {
        if (!current) return;
        setNames({ ...noNames, ...stored });
        setNamesReady(true);
      },
      () => {
        if (current) notify("Failed to load the tag's names in the editions", { type: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [open, tag, dataProvider, notify]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = tagFromName(name);
    const editionInputs = TRANSLATED_LOCALES.map((locale) => [locale, editionTagName(names[locale])] as const);
    const refused = Object.fromEntries(editionInputs.flatMap(([locale, edition]) => (edition.ok ? [] : [[locale, edition.error]])));
    setNameErrors(refused);
    if (!input.ok) setError(input.error);
    if (!input.ok || Object.keys(refused).length > 0) return;
    const editionNames = Object.fromEntries(editionInputs.map(([locale, edition]) => [locale, edition.ok ? edition.name : null]));
    setSaving(true);
    const saveError = await dataProvider.saveTag(tag?.id, { name: input.name, slug: input.slug, ...(namesReady ? { names: editionNames } : {}) }).then(
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
            // A dialog moves focus into itself (WAI-ARIA dialog pattern); its first field, the name, is where typing starts.
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
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            In the other editions
          </Typography>
          {TRANSLATED_LOCALES.map((locale) => (
            <TextField
              key={locale}
              fullWidth
              margin="dense"
              variant="outlined"
              label={`${EDITIONS[locale].englishName} (${EDITIONS[locale].name})`}
              value={names[locale]}
              disabled={!namesReady}
              onChange={(event) => {
                setNames({ ...names, [locale]: event.target.value });
                setNameErrors({ ...nameErrors, [locale]: undefined });
              }}
              error={Boolean(nameErrors[locale])}
              helperText={nameErrors[locale] ?? `Empty: the ${EDITIONS[locale].englishName} pages show the English name.`}
              slotProps={{ htmlInput: { maxLength: 120, lang: locale } }}
            />
          ))}
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
