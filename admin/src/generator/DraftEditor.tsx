/** The generated draft, every field editable, with its limits' messages. */
import { Stack, TextField } from '@mui/material';
import type { GeneratedDraft } from '@lib/generator/draft.ts';

type Errors = Partial<Record<keyof GeneratedDraft, string>>;

const FIELDS: Array<{ name: keyof GeneratedDraft; label: string; rows?: number; help?: string }> = [
  { name: 'title', label: 'Title' },
  { name: 'slug', label: 'Slug', help: 'The address of the devotional: lowercase words joined by hyphens' },
  { name: 'introduction', label: 'Introduction', rows: 8 },
  { name: 'conflict', label: 'Conflict', rows: 5 },
  { name: 'resolution', label: 'Resolution', rows: 5 },
  { name: 'moral_lesson', label: 'Moral lesson', rows: 3 },
  { name: 'discussion_questions', label: 'Discussion questions', rows: 4, help: 'One question per line' },
  { name: 'prayer', label: 'Prayer', rows: 3 },
  { name: 'memory_verse', label: 'Memory verse', rows: 2 },
];

interface Props {
  draft: GeneratedDraft;
  errors: Errors;
  disabled: boolean;
  onChange: (field: keyof GeneratedDraft, value: string) => void;
}

export function DraftEditor({ draft, errors, disabled, onChange }: Props) {
  return (
    <Stack spacing={2}>
      {FIELDS.map(({ name, label, rows, help }) => (
        <TextField
          key={name}
          id={`draft-${name}`}
          label={label}
          value={draft[name]}
          onChange={(e) => onChange(name, e.target.value)}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? help}
          multiline={Boolean(rows)}
          minRows={rows}
          disabled={disabled}
          required
          fullWidth
        />
      ))}
    </Stack>
  );
}
