/**
 * The console's sign-in: the spec's notice, e-mail and password, and the forgot-password link. An expired or
 * used recovery link lands here (admin/index.html) with GoTrue's error_description, which is shown.
 */
import { Alert } from '@mui/material';
import { LoginForm, LoginPage } from 'ra-supabase';
import { SIGN_IN_REQUIRED } from '../providers/authProvider.ts';

function linkError(): string | null {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('error_description');
}

export function AdminLoginPage() {
  const error = linkError();
  return (
    <LoginPage>
      <Alert severity="info" sx={{ m: 2, mb: 0 }} role="status">
        {SIGN_IN_REQUIRED}
      </Alert>
      {error && (
        <Alert severity="error" sx={{ m: 2, mb: 0 }} role="alert">
          {error}. Ask for a new link with “Forgot password?”.
        </Alert>
      )}
      <LoginForm />
    </LoginPage>
  );
}
