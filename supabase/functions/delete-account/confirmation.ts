/**
 * What proves the account's owner is there (lib/account/account-deletion.ts says why): the code e-mailed to the
 * account's address, issued and checked here, and the authenticator when the account had one before this session.
 * The checks change nothing when they refuse, except that a wrong code counts towards voiding it.
 */
import type { User } from '@supabase/supabase-js';
import {
  DELETION_MESSAGES,
  deletionCodeHash,
  hadFactorBeforeSession,
  newDeletionCode,
  passedSecondFactorRecently,
  type DeletionCodeVerdict,
  type DeletionRequirements,
  type FactorRecord,
} from '@lib/account/account-deletion.ts';
import { tokenAal, tokenAmr } from '../_shared/assurance.ts';
import type { ServiceClient } from '../_shared/service-client.ts';

export type Refusal = { status: 400 | 403 | 429; message: string };

/** What the account needs besides the e-mailed code, judged from Auth's record of its factors and the session. */
export async function requirementsFor(service: ServiceClient, user: User, token: string): Promise<DeletionRequirements> {
  const { data, error } = await service.auth.admin.mfa.listFactors({ userId: user.id });
  if (error) throw new Error(`could not read the account's factors: ${error.message}`);
  return { secondFactor: hadFactorBeforeSession(data.factors as FactorRecord[], tokenAmr(token)) };
}

/** The session passed the authenticator moments ago, when the account needs it; else the refusal. */
export function secondFactorRefusal(requirements: DeletionRequirements, token: string, nowSeconds: number): Refusal | null {
  if (!requirements.secondFactor || passedSecondFactorRecently(tokenAal(token), tokenAmr(token), nowSeconds)) return null;
  return { status: 403, message: DELETION_MESSAGES.secondFactorRequired };
}

/** A new code stored for the account (its hash only); null when one went out less than a minute ago. */
export async function issueCode(service: ServiceClient, userId: string): Promise<string | null> {
  const code = newDeletionCode();
  const { data, error } = await service.rpc('issue_account_deletion_code', { p_user: userId, p_code_hash: await deletionCodeHash(userId, code) });
  if (error) throw new Error(`could not store the deletion code: ${error.message}`);
  return data ? code : null;
}

const VERDICT_REFUSALS: Record<Exclude<DeletionCodeVerdict, 'ok'>, Refusal> = {
  wrong: { status: 403, message: DELETION_MESSAGES.wrongEmailCode },
  expired: { status: 403, message: DELETION_MESSAGES.codeExpired },
  'too-many': { status: 429, message: DELETION_MESSAGES.tooManyAttempts },
};

/** Checks the typed code (a right one is used up); null when it is right, else the refusal. */
export async function useCode(service: ServiceClient, userId: string, code: string): Promise<Refusal | null> {
  const { data, error } = await service.rpc('use_account_deletion_code', { p_user: userId, p_code_hash: await deletionCodeHash(userId, code) });
  if (error) throw new Error(`could not check the deletion code: ${error.message}`);
  const verdict = data as DeletionCodeVerdict;
  if (verdict === 'ok') return null;
  return VERDICT_REFUSALS[verdict] ?? VERDICT_REFUSALS.expired;
}
