/** The password step of the set-password screen: the new password twice, then Save; GoTrue's refusal is shown. */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { supabase } from '../../supabase.ts';
import { StepForm } from '../StepForm.tsx';
import { saveNewPassword } from './linkSession.ts';

export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  return (
    <StepForm submitLabel="Save" submit={() => saveNewPassword(supabase, password, confirmation)} onDone={onSaved}>
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
    </StepForm>
  );
}
