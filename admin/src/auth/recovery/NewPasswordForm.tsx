/** The password step of the set-password screen: the new password twice, then Save; GoTrue's refusal is shown. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { supabase } from '../../supabase.ts';
import { saveNewPassword } from './linkSession.ts';

export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await saveNewPassword(supabase, password, confirmation);
    setBusy(false);
    if (problem) return setError(problem);
    onSaved();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        // The step exists only to take the new password; after the code, focus moves here.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        autoComplete="new-password"
      />
      <TextField label="Confirm password" type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
      <Button type="submit" variant="contained" disabled={busy}>
        Save
      </Button>
    </Stack>
  );
}
