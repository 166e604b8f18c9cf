/**
 * /two-factor: where a signed-in admin whose session is at aal1 goes before any resource shows. With no verified
 * authenticator they enrol one; with one they enter its code. Success reloads the console at aal2, at the screen
 * they were going to. "Sign out" ends the session (the site's too: they share it). Without a session at all, the
 * sign-in page.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useLogout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { supabase } from '../../supabase.ts';
import { needsSecondFactor, verifiedTotpFactor } from '../../providers/secondFactor.ts';
import { enterConsole } from './enterConsole.ts';
import { AuthCard } from '../AuthCard.tsx';
import { EnrolAuthenticator } from './EnrolAuthenticator.tsx';
import { CodeForm } from './CodeForm.tsx';
import { LostAuthenticator } from './LostAuthenticator.tsx';

type Step =
  { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'done' } | { kind: 'enrol' } | { kind: 'code'; factorId: string } | { kind: 'error'; message: string };

async function nextStep(): Promise<Step> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { kind: 'signed-out' };
  if (!(await needsSecondFactor(supabase))) return { kind: 'done' };
  const factorId = await verifiedTotpFactor(supabase);
  return factorId ? { kind: 'code', factorId } : { kind: 'enrol' };
}

export function SecondFactorPage() {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const logout = useLogout();
  const next = (useLocation().state as { next?: unknown } | null)?.next;
  // Back at the screen the admin was going to (SecondFactorGate passes it as `next`), now with the aal2 session.
  const enter = () => enterConsole(next);
  useEffect(() => {
    nextStep().then(setStep, (e: Error) => setStep({ kind: 'error', message: e.message }));
  }, []);
  useEffect(() => {
    if (step.kind === 'done') enterConsole(next);
  }, [step.kind, next]);

  if (step.kind === 'signed-out') return <Navigate to="/login" replace />;
  return (
    <AuthCard title={step.kind === 'enrol' ? 'Set up two-factor authentication' : 'Two-factor authentication'}>
      {(step.kind === 'loading' || step.kind === 'done') && <CircularProgress aria-label="Checking your sign-in" />}
      {step.kind === 'error' && (
        <Alert severity="error" role="alert">
          {step.message}
        </Alert>
      )}
      {step.kind === 'enrol' && <EnrolAuthenticator onVerified={enter} />}
      {step.kind === 'code' && (
        <>
          <Typography variant="body2" paragraph>
            Enter the 6-digit code from your authenticator app.
          </Typography>
          <CodeForm factorId={step.factorId} submitLabel="Verify" onVerified={enter} />
        </>
      )}
      <Button sx={{ mt: 2 }} onClick={() => logout()}>
        Sign out
      </Button>
      {step.kind === 'code' && <LostAuthenticator />}
    </AuthCard>
  );
}
