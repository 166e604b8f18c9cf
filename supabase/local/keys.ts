/** HS256 JWTs with Supabase's claims, and the anon and service-role API keys derived from the secret. */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface JwtClaims {
  role: string;
  sub?: string;
  aud?: string | string[];
  email?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

const encoder = new TextEncoder();

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
  /** Hosted's new opaque keys (not JWTs): the gateway treats them as anon and service_role. */
  publishableKey: string;
  secretKey: string;
}

function opaqueKey(prefix: 'sb_publishable_' | 'sb_secret_', secret: string): string {
  return prefix + createHmac('sha256', secret).update(prefix).digest('base64url').slice(0, 32);
}

/** The role hosted's gateway gives a request whose key is one of the new opaque keys, or null for any other token. */
export function roleOfOpaqueKey(token: string, secret: string): 'anon' | 'service_role' | null {
  if (token === opaqueKey('sb_publishable_', secret)) return 'anon';
  if (token === opaqueKey('sb_secret_', secret)) return 'service_role';
  return null;
}

/** The same claims `supabase start` puts in its keys, so a default secret yields the well-known local keys. */
export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const exp = 1983812996;
  return {
    anonKey: await signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret),
    serviceRoleKey: await signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret),
    publishableKey: opaqueKey('sb_publishable_', secret),
    secretKey: opaqueKey('sb_secret_', secret),
  };
}
