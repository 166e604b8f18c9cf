/**
 * #/set-password: where an e-mailed recovery or invite link lands (admin/index.html). The link's session is set
 * once; an account with a verified authenticator then enters its code before choosing the password, because GoTrue
 * refuses a new password below aal2 (supabase/local/auth/user.ts), and the password is saved with that same
 * session. Then the panel. Replaces ra-supabase's SetPasswordPage, which saved the password first.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { supabase } from '../../supabase.ts';
import { AuthCard } from '../AuthCard.tsx';
import { CodeForm } from '../mfa/CodeForm.tsx';
import { LostAuthenticator } from '../mfa/LostAuthenticator.tsx';
import { enterConsole } from '../mfa/enterConsole.ts';
import { linkTokens, openLinkSession } from './linkSession.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

type Step = { kind: 'opening' } | { kind: 'failed'; message: string } | { kind: 'code'; factorId: string } | { kind: 'password' };

export function SetPasswordPage() {
  const search = useLocation().search;
  const [step, setStep] = useState<Step>({ kind: 'opening' });
  // One sign-in per link, even when React runs the effect twice in development; another link opened in this tab
  // (only the hash changes, so the page stays) starts again.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === search) return;
    opened.current = search;
    setStep({ kind: 'opening' });
    openLinkSession(supabase, linkTokens(search)).then(setStep, (e: Error) => setStep({ kind: 'failed', message: e.message }));
  }, [search]);

  return (
    <AuthCard title={step.kind === 'code' ? 'Two-factor authentication' : 'Choose your password'}>
      {step.kind === 'opening' && <CircularProgress aria-label="Opening your link" />}
      {step.kind === 'failed' && (
        <>
          <Alert severity="error" role="alert">
            {step.message}
          </Alert>
          <Button component={Link} to="/forgot-password" sx={{ mt: 2 }}>
            Ask for a new link
          </Button>
        </>
      )}
      {step.kind === 'code' && (
        <>
          <Typography variant="body2" paragraph>
            Your account has two-factor authentication. Enter the 6-digit code from your authenticator app, then choose your new password.
          </Typography>
          <CodeForm factorId={step.factorId} submitLabel="Verify" onVerified={() => setStep({ kind: 'password' })} />
          <LostAuthenticator />
        </>
      )}
      {step.kind === 'password' && <NewPasswordForm onSaved={() => enterConsole()} />}
    </AuthCard>
  );
}
