/** The "enter the 6-digit code" form of both second-factor screens: a wrong code says so and lets the admin retry. */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { supabase } from '../../supabase.ts';
import { submitCode } from '../../providers/secondFactor.ts';
import { StepForm } from '../StepForm.tsx';

export function CodeForm({ factorId, submitLabel, onVerified }: { factorId: string; submitLabel: string; onVerified: () => void }) {
  const [code, setCode] = useState('');

  const submit = async () => {
    const problem = await submitCode(supabase, factorId, code);
    // A wrong code is typed again from the start.
    if (problem) setCode('');
    return problem;
  };

  return (
    <StepForm submitLabel={submitLabel} submit={submit} onDone={onVerified}>
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
    </StepForm>
  );
}
