/**
 * PKCE (supabase-js flowType 'pkce'): a request carrying code_challenge gets, instead of tokens in the URL
 * fragment, `?code=<auth code>` on its redirect; POST /token?grant_type=pkce exchanges that code plus the
 * code_verifier for a session. GoTrue keeps this in auth.flow_state; locally it lives in memory for
 * the server's lifetime, like the tokens' five-minute validity would make it anyway.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Services } from '../context.ts';
import { badRequest, notFound } from './errors.ts';
import { issueTokens, type AuthMethod, type SessionJson } from './tokens.ts';
import { findUserById } from './users.ts';

interface FlowState {
  userId: string;
  codeChallenge: string;
  method: 's256' | 'plain';
  authMethod: AuthMethod;
  createdAt: number;
}

const FLOW_STATE_LIFETIME_MS = 5 * 60 * 1000;
const flows = new WeakMap<Services, Map<string, FlowState>>();

function flowStates(services: Services): Map<string, FlowState> {
  let map = flows.get(services);
  if (!map) flows.set(services, (map = new Map()));
  return map;
}

export interface PkceParams {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** The code_challenge of a request body, when the client uses PKCE. */
export function pkceParams(body: Record<string, any>): PkceParams | null {
  if (typeof body.code_challenge !== 'string' || body.code_challenge === '') return null;
  const method = String(body.code_challenge_method ?? 'plain').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw badRequest('validation_failed', 'Unsupported code_challenge_method, supported methods are s256 and plain');
  return { codeChallenge: body.code_challenge, method };
}

export function createAuthCode(services: Services, userId: string, pkce: PkceParams, authMethod: AuthMethod): string {
  const code = randomUUID();
  flowStates(services).set(code, { userId, ...pkce, authMethod, createdAt: Date.now() });
  return code;
}

export async function exchangeAuthCode(services: Services, authCode: unknown, verifier: unknown): Promise<SessionJson> {
  if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const states = flowStates(services);
  const state = states.get(authCode);
  if (!state || Date.now() - state.createdAt > FLOW_STATE_LIFETIME_MS) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const computed = state.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (computed !== state.codeChallenge) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  states.delete(authCode);
  return services.db.transaction(async (tx) => {
    const user = await findUserById(tx, state.userId);
    if (!user) throw notFound('user_not_found', 'User not found');
    return issueTokens(tx, services, user, state.authMethod);
  });
}
