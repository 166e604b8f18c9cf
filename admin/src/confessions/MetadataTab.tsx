/** The Metadata tab: Name (required), Slug (read-only), Year (numeric or empty), Description, Historical Context. */
import { useEffect, useState } from 'react';
import { Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { validateMetadata, type MetadataInput } from '@lib/confessions/editor-rules.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Confession } from '../providers/types.ts';

const inputOf = (c: Confession): MetadataInput => ({
  name: c.name,
  year: c.year === null ? '' : String(c.year),
  description: c.description ?? '',
  historical_context: c.historical_context ?? '',
});

export function MetadataTab({ confession, onSaved }: { confession: Confession; onSaved: (what: string) => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [input, setInput] = useState<MetadataInput>(inputOf(confession));
  const [errors, setErrors] = useState<Partial<Record<keyof MetadataInput, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => setInput(inputOf(confession)), [confession]);

  const set = (field: keyof MetadataInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setInput({ ...input, [field]: e.target.value });

  const save = async () => {
    const result = validateMetadata(input);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await dataProvider.updateConfession(confession.id, result.row).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (!saved) {
      notify('Failed to update confession', { type: 'error' });
      return;
    }
    notify('Confession updated successfully', { type: 'success' });
    onSaved('details updated');
  };

  return (
    <Stack
      spacing={2}
      sx={{ maxWidth: 800 }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <TextField label="Name" value={input.name} onChange={set('name')} required error={Boolean(errors.name)} helperText={errors.name} />
      <TextField
        label="Slug"
        value={confession.slug}
        slotProps={{ input: { readOnly: true } }}
        helperText="The slug is the page address (/confessions/{slug}) and cannot be changed."
      />
      <TextField
        label="Year"
        value={input.year}
        onChange={set('year')}
        error={Boolean(errors.year)}
        helperText={errors.year ?? 'Leave empty when unknown'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 200 }}
      />
      <TextField label="Description" value={input.description} onChange={set('description')} multiline minRows={3} />
      <TextField label="Historical Context" value={input.historical_context} onChange={set('historical_context')} multiline minRows={4} />
      <div>
        <Button label={saving ? 'Saving…' : 'Save'} type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving} />
      </div>
    </Stack>
  );
}
