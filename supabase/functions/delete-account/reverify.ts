/**
 * The reader proves it is them again before their account is deleted (lib/account/account-deletion.ts says how
 * for which account). The checks change nothing when they refuse: a wrong password is only a failed sign-in.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import type { User } from '@supabase/supabase-js';
import {
  DELETION_MESSAGES,
  deletionConfirmationFor,
  passedSecondFactorRecently,
  signedInRecently,
  type DeleteAccountRequest,
} from '@lib/account/account-deletion.ts';
import { tokenAal, tokenAmr } from '../_shared/assurance.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

/** The check's answer. `release` ends the session a password check opened, for when the deletion fails after all. */
export type Reverified = { ok: true; release: () => Promise<void> } | { ok: false; status: 400 | 403 | 429 | 500; message: string };

const nothingToRelease = async () => {};

async function hasVerifiedFactor(service: ServiceClient, userId: string): Promise<boolean> {
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId });
  if (error) throw new Error(`could not read the account's factors: ${error.message}`);
  return (data.factors as Array<{ status: string }>).some((factor) => factor.status === 'verified');
}

/**
 * The password checked the one way Auth offers: a sign-in, from a client of its own (a public key, as a browser
 * would, so the function's service client never carries the reader's session).
 */
async function checkPassword(supabaseUrl: string, publicKey: string, email: string, password: string): Promise<Reverified> {
  const verifier = createClient(supabaseUrl, publicKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { error } = await verifier.auth.signInWithPassword({ email, password });
  if (!error) return { ok: true, release: () => verifier.auth.signOut({ scope: 'local' }).then(() => undefined) };
  if (error.status === 429) return { ok: false, status: 429, message: DELETION_MESSAGES.tooManyAttempts };
  if (error.code === 'user_banned') return { ok: false, status: 403, message: DELETION_MESSAGES.blocked };
  if (error.code === 'invalid_credentials') return { ok: false, status: 403, message: DELETION_MESSAGES.wrongPassword };
  console.error('delete-account: the password check failed:', error.message);
  return { ok: false, status: 500, message: DELETION_MESSAGES.failed };
}

export interface ReverifyContext {
  service: ServiceClient;
  supabaseUrl: string;
  publicKey: string;
  /** The caller's access token, already accepted by Auth (auth.getUser). */
  token: string;
  user: User;
  request: DeleteAccountRequest;
  nowSeconds: number;
}

export async function reverify({ service, supabaseUrl, publicKey, token, user, request, nowSeconds }: ReverifyContext): Promise<Reverified> {
  const providers = Array.isArray(user.app_metadata?.providers) ? (user.app_metadata.providers as string[]) : [];
  const confirmation = deletionConfirmationFor({ hasVerifiedFactor: await hasVerifiedFactor(service, user.id), providers });
  switch (confirmation) {
    case 'second-factor':
      // The code is typed in the dialog (challenge and verify) just before the request, which moves the session's
      // totp entry to now: an older one means the session passed its code earlier, perhaps on someone else's watch.
      return passedSecondFactorRecently(tokenAal(token), tokenAmr(token), nowSeconds)
        ? { ok: true, release: nothingToRelease }
        : { ok: false, status: 403, message: DELETION_MESSAGES.secondFactorRequired };
    case 'password':
      if (!request.password) return { ok: false, status: 400, message: DELETION_MESSAGES.passwordRequired };
      return checkPassword(supabaseUrl, publicKey, user.email ?? '', request.password);
    case 'recent-sign-in':
      return signedInRecently(tokenAmr(token), nowSeconds)
        ? { ok: true, release: nothingToRelease }
        : { ok: false, status: 403, message: DELETION_MESSAGES.signInAgain };
  }
}
