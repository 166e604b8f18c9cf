/** HS256 JWTs with Supabase's claims, and the anon and service-role API keys derived from the secret. */
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
}

/** The same claims `supabase start` puts in its keys, so a default secret yields the well-known local keys. */
export async function deriveApiKeys(secret: string): Promise<ApiKeys> {
  const exp = 1983812996;
  return {
    anonKey: await signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret),
    serviceRoleKey: await signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret),
  };
}
