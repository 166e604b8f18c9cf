/** The generator's input, with the passage lookup's state under the passage. */
import { Box, CircularProgress, Stack, TextField } from '@mui/material';
import type { GeneratorInput } from '@lib/generator/input.ts';
import type { LookupState } from './usePassageLookup.ts';
import { BsbPassagePanel } from '../scripture/BsbPassagePanel.tsx';

type Errors = Partial<Record<keyof GeneratorInput, string>>;

interface Props {
  values: GeneratorInput;
  errors: Errors;
  lookup: LookupState;
  disabled: boolean;
  onChange: (field: keyof GeneratorInput, value: string) => void;
}

function lookupHelp(lookup: LookupState): string {
  switch (lookup.status) {
    case 'loading':
      return `Looking up ${lookup.reference} in the KJV…`;
    case 'found':
      return `KJV text of ${lookup.reference} filled in below.`;
    case 'failed':
      return `${lookup.message}. Enter the scripture text manually.`;
    default:
      return 'For example Psalm 23:1-6. The KJV text is looked up for you.';
  }
}

export function GeneratorInputForm({ values, errors, lookup, disabled, onChange }: Props) {
  const field = (name: keyof GeneratorInput, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      {...extra}
      id={`generator-${name}`}
      label={label}
      value={values[name] ?? ''}
      onChange={(e) => onChange(name, e.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (extra.helperText as string | undefined)}
      disabled={disabled}
      fullWidth
    />
  );
  return (
    <Stack spacing={2}>
      {field('date', 'Date', { type: 'date', required: true, slotProps: { inputLabel: { shrink: true } }, sx: { maxWidth: 240 } })}
      {field('main_character', 'Main character/event', { required: true, helperText: 'Who or what the story is about, e.g. Joseph in Egypt' })}
      {field('key_doctrine', 'Key doctrine', { required: true, helperText: 'e.g. The providence of God' })}
      {field('focus', 'Focus', { required: true, helperText: 'What readers should take away' })}
      <Box>
        {field('biblical_passage', 'Biblical passage', {
          required: true,
          helperText: lookupHelp(lookup),
          FormHelperTextProps: { role: lookup.status === 'failed' ? 'alert' : undefined, 'aria-live': 'polite' },
          InputProps: lookup.status === 'loading' ? { endAdornment: <CircularProgress size={18} aria-label="Looking up the passage" /> } : undefined,
        })}
      </Box>
      {field('scripture_text', 'Scripture text (KJV)', {
        multiline: true,
        minRows: 4,
        helperText: 'Filled in from the passage; edit or type it if the lookup fails.',
      })}
      <BsbPassagePanel reference={values.biblical_passage} label="Scripture text (BSB)" />
      {field('biblical_context', 'Biblical context', {
        required: true,
        multiline: true,
        minRows: 3,
        helperText: 'Setting, history and where the passage sits in the Bible',
      })}
    </Stack>
  );
}
