/** react-admin's English messages and ra-supabase's, with the console's own wording where the spec or clarity asks. */
import { defaultI18nProvider } from 'ra-supabase';
import type { I18nProvider } from 'react-admin';
import { SIGN_IN_REQUIRED } from './providers/authProvider.ts';

const OVERRIDES: Record<string, string> = {
  'ra.auth.auth_check_error': SIGN_IN_REQUIRED,
  'ra-supabase.auth.password_reset': 'Check your e-mail: we sent you a link to choose a new password.',
  'ra-supabase.reset_password.forgot_password_details': 'Enter your e-mail address and we will send you a link to choose a new password.',
};

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => OVERRIDES[key] ?? defaultI18nProvider.translate(key, options),
};
