/** What every auth endpoint needs from a request: its JSON body, its redirect, its rate limit. */
import type { RequestContext, Services } from '../context.ts';
import { badRequest, tooManyRequests } from './errors.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../json-depth.ts';
import { RateLimiter } from './rate-limit.ts';

export async function readBody(req: Request): Promise<Record<string, any>> {
  const text = await req.text();
  if (!text.trim()) return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest('bad_json', `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    const body = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch (error) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
}

/** supabase-js passes redirectTo / emailRedirectTo as the redirect_to query parameter. */
export function redirectParam(ctx: RequestContext, body: Record<string, any> = {}): string | null {
  return ctx.url.searchParams.get('redirect_to') ?? (typeof body.redirect_to === 'string' ? body.redirect_to : null);
}

const limiters = new WeakMap<Services, RateLimiter>();

/**
 * GoTrue's sign_in_sign_ups limit: counts a sign-up, magic link, recovery, resend or PUT /user against the client's
 * address (and, locally, the e-mail address). Callers validate the request first and pass the normalised address,
 * so malformed input is refused without being remembered.
 */
export function checkRateLimit(ctx: RequestContext, email?: string): void {
  const { services } = ctx;
  let limiter = limiters.get(services);
  if (!limiter) {
    const { max, windowSeconds } = services.config.authRateLimit;
    limiter = new RateLimiter(max, windowSeconds * 1000);
    limiters.set(services, limiter);
  }
  const keys = [`ip:${ctx.ip}`];
  if (email) keys.push(`email:${email}`);
  limiter.check(keys);
}

type LimitName = 'tokenRateLimit' | 'anonymousRateLimit' | 'emailRateLimit' | 'mfaRateLimit';
const namedLimiters = new WeakMap<Services, Map<LimitName, RateLimiter>>();

function namedLimiter(services: Services, name: LimitName): RateLimiter {
  let map = namedLimiters.get(services);
  if (!map) namedLimiters.set(services, (map = new Map()));
  let limiter = map.get(name);
  if (!limiter) {
    const { max, windowSeconds } = services.config[name];
    map.set(name, (limiter = new RateLimiter(max, windowSeconds * 1000)));
  }
  return limiter;
}

/** GoTrue's token_refresh limit: every POST /token (password sign-in, refresh, PKCE exchange, id_token) per client address. */
export function checkTokenRateLimit(ctx: RequestContext): void {
  namedLimiter(ctx.services, 'tokenRateLimit').check([`ip:${ctx.ip}`]);
}

/**
 * GoTrue's MFA limit (MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY): challenges and verifications per client address, each
 * counted on its own, so six-digit codes cannot be guessed at speed.
 */
export function checkMfaRateLimit(ctx: RequestContext, step: 'challenge' | 'verify'): void {
  namedLimiter(ctx.services, 'mfaRateLimit').check([`${step}:ip:${ctx.ip}`]);
}

/** GoTrue's anonymous_users limit: anonymous sign-ins per client address. */
export function checkAnonymousRateLimit(ctx: RequestContext): void {
  namedLimiter(ctx.services, 'anonymousRateLimit').check([`ip:${ctx.ip}`]);
}

/**
 * GoTrue's email_sent limit: e-mails the whole server may send in the window. As GoTrue does, it applies only
 * while confirmations are on (MAILER_AUTOCONFIRM off); call it before storing the token the e-mail carries.
 */
export function reserveEmailSend(services: Services): void {
  if (!services.config.confirmEmail) return;
  try {
    namedLimiter(services, 'emailRateLimit').check(['instance']);
  } catch {
    throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
  }
}

const verifyLimiters = new WeakMap<Services, { requests: RateLimiter; failures: RateLimiter }>();

function verifyLimiter(services: Services) {
  let limiter = verifyLimiters.get(services);
  if (!limiter) {
    const { max, windowSeconds } = services.config.verifyRateLimit;
    limiter = { requests: new RateLimiter(max, windowSeconds * 1000), failures: new RateLimiter(max, windowSeconds * 1000) };
    verifyLimiters.set(services, limiter);
  }
  return limiter;
}

/**
 * GoTrue's token_verifications limit on /verify (GET and POST): requests per client address, and failed
 * attempts per code (the address a six-digit code was sent to, or the token hash), so guessing one
 * person's code from many addresses is limited as well.
 */
export function checkVerifyRateLimit(ctx: RequestContext, codeKey: string | null): void {
  const limiter = verifyLimiter(ctx.services);
  if (codeKey) limiter.failures.checkOnly(codeKey);
  limiter.requests.check([`ip:${ctx.ip}`]);
}

export function recordVerifyFailure(ctx: RequestContext, codeKey: string | null): void {
  if (codeKey) verifyLimiter(ctx.services).failures.record(codeKey);
}
