/**
 * One step of the console's sign-in screens (the second factor's code, a new password): its fields, the step's
 * refusal above them, and one button that waits while the step runs. `submit` answers the sentence to show, or null
 * when the step passed, and then `onDone` moves on.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';

interface StepFormProps {
  submitLabel: string;
  submit: () => Promise<string | null>;
  onDone: () => void;
  children: ReactNode;
}

export function StepForm({ submitLabel, submit, onDone, children }: StepFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await submit();
    setBusy(false);
    if (problem) return setError(problem);
    onDone();
  };

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
