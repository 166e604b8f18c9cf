/** The "enter the 6-digit code" form of both second-factor screens: a wrong code says so and lets the admin retry. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { supabase } from '../../supabase.ts';
import { submitCode } from '../../providers/secondFactor.ts';

export function CodeForm({ factorId, submitLabel, onVerified }: { factorId: string; submitLabel: string; onVerified: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await submitCode(supabase, factorId, code);
    setBusy(false);
    if (problem) {
      setError(problem);
      setCode('');
      return;
    }
    onVerified();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="6-digit code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        // The screen exists only to take this code, so the field takes focus as the page opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 7 }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
