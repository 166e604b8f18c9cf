/** First sign-in: the admin scans the QR code (or types the secret) into an authenticator app, then confirms a code. */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { supabase } from '../../supabase.ts';
import { startEnrolment, type Enrolment } from '../../providers/secondFactor.ts';
import { CodeForm } from './CodeForm.tsx';

export function EnrolAuthenticator({ onVerified }: { onVerified: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One enrolment per visit, even when React runs the effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startEnrolment(supabase).then(setEnrolment, (e: Error) => setError(e.message));
  }, []);

  if (error)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (!enrolment) return <CircularProgress aria-label="Preparing your authenticator set-up" />;
  return (
    <>
      <Typography variant="body2" paragraph>
        Administrators sign in with a second factor. Scan this QR code with an authenticator app (such as Google Authenticator, Authy or 1Password), or type the
        secret into it.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
      </Box>
      <Typography variant="body2" gutterBottom>
        Secret:{' '}
        <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
      <Typography variant="body2" paragraph>
        Then enter the 6-digit code the app shows to confirm.
      </Typography>
      <CodeForm factorId={enrolment.factorId} submitLabel="Confirm" onVerified={onVerified} />
    </>
  );
}
