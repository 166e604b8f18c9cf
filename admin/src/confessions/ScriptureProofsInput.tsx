/**
 * Scripture proofs of a section: the list as chips, and a box where references are pasted and added with
 * "Parse and add" (disabled while the box is empty; lettered markers and semicolons separate references; when
 * nothing is found nothing is added).
 */
import { useState } from 'react';
import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { Button } from '../common/LabelledButton.tsx';
import { mergeReferences, splitReferences } from '@lib/confessions/paste/proofs.ts';
import type { Json } from '@lib/database.types.ts';

/** A proof as text, whichever of the two stored shapes it has. */
function proofText(proof: Json): string {
  if (typeof proof === 'string') return proof;
  const reference = proof && typeof proof === 'object' && !Array.isArray(proof) ? proof.reference : undefined;
  return typeof reference === 'string' ? reference : JSON.stringify(proof);
}

export function ScriptureProofsInput({ value, onChange }: { value: Json[]; onChange: (next: Json[]) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    const found = splitReferences(text);
    if (!found.length) return;
    const strings = value.filter((p): p is string => typeof p === 'string');
    const others = value.filter((p) => typeof p !== 'string');
    onChange([...mergeReferences(strings, found), ...others]);
    setText('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Scripture proofs ({value.length})
      </Typography>
      <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mb: 1 }} aria-label="Scripture proofs">
        {value.map((proof, i) => (
          <Chip key={`${proofText(proof)}-${i}`} label={proofText(proof)} onDelete={() => onChange(value.filter((_, j) => j !== i))} size="small" />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="Add references"
          helperText="e.g. (a) Rom. 11:36; 1 Cor. 10:31"
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
        />
        <Button label="Parse and add" onClick={add} disabled={!text.trim()} variant="outlined" />
      </Stack>
    </Box>
  );
}
