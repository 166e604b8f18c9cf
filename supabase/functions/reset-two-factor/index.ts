/**
 * reset-two-factor: an administrator removes another account's second factor, for someone who lost their
 * authenticator (`npm run reset-mfa` does the same from a terminal). The account's sessions drop to aal1 and its next
 * sign-in enrols afresh.
 *
 *   POST /functions/v1/reset-two-factor  { "userId": "<uuid>" }
 *   Authorization: Bearer <an admin's access token at aal2>
 *
 * Answers 200 { removed: <number of factors removed> }. The factors are removed through the auth server's admin
 * API with the service key (GoTrue owns auth.mfa_factors), so the caller is checked first: an admin, not blocked,
 * whose own session passed the second factor. An admin cannot reset their own factor here (their session would
 * lose the level it stands on); the operator's `npm run reset-mfa` covers a lone admin.
 */
import { serviceKeyFor } from '../_shared/caller.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { requireAdmin } from '../_shared/admin.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply(405, { error: 'Use POST with { "userId": "..." }.' });

  const admin = await requireAdmin(req);
  if (!admin.ok) return reply(admin.status, { error: admin.message });

  let body: unknown = null;
  try {
    body = await req.json();
  } catch {
    // answered below
  }
  const userId = (body as { userId?: unknown } | null)?.userId;
  if (typeof userId !== 'string' || !UUID.test(userId)) return reply(400, { error: 'The body must be { "userId": "<the account\'s id>" }.' });
  if (userId === admin.userId) return reply(400, { error: 'You cannot reset your own two-factor authentication.' });

  const service = serviceClient(
    Deno.env.get('SUPABASE_URL') ?? '',
    serviceKeyFor((name) => Deno.env.get(name)),
  );
  const listed = await service.auth.admin.mfa.listFactors({ userId });
  if (listed.error) return reply(listed.error.status === 404 ? 404 : 500, { error: `Could not read the account's factors: ${listed.error.message}` });
  let removed = 0;
  for (const factor of listed.data.factors) {
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (deleted.error) return reply(500, { error: `Could not remove a factor: ${deleted.error.message}`, removed });
    removed++;
  }
  return reply(200, { removed });
});
