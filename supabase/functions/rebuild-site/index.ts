/**
 * rebuild-site: asks for a new build of the static site and records the request in public.site_builds.
 *
 *   POST /functions/v1/rebuild-site  { "reason"?: string, "trigger"?: "schedule" | "startup" | "manual" }
 *   Authorization: Bearer <an admin's access token | a service key: service-role JWT or sb_secret_…>
 *   (or x-rebuild-secret: REBUILD_SECRET). verify_jwt is off (config.toml): the gateway cannot check sb_ keys.
 *
 * Answers 202 { id, status: "queued", dispatched } once the request is recorded and a build is on its way.
 * A burst is coalesced: while a dispatched build has not started yet, later requests join it instead of
 * calling the hook again, and the builder takes in every queued request when it starts (one build at a time:
 * see scripts/publish/build-record.ts). The same file runs on hosted Supabase and under supabase/local.
 */
import { adminLookup } from '../_shared/admin.ts';
import { serviceKeyFor } from '../_shared/caller.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { identifyCaller } from './caller.ts';
import { dispatchBuild, type DispatchEnv } from './dispatch.ts';
import { parseRebuildRequest } from './request-body.ts';

/** A dispatched build that has not started within this long is presumed lost; the next request dispatches again. */
const PENDING_BUILD_WINDOW_MS = 15 * 60 * 1000;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json' } });
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method !== 'POST') return reply(405, { error: 'Use POST to request a rebuild.' });

  const fromEnv = (name: string) => Deno.env.get(name);
  const url = fromEnv('SUPABASE_URL');
  const serviceKey = serviceKeyFor(fromEnv);
  if (!url || !serviceKey) return reply(500, { error: 'The function is missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY.' });
  const service = serviceClient(url, serviceKey);
  const caller = await identifyCaller(req, fromEnv, adminLookup(service));
  if (caller.kind === 'refused') return reply(caller.status, { error: caller.message });

  const parsed = parseRebuildRequest(await req.text(), caller.kind);
  if (!parsed.ok) return reply(400, { error: parsed.message });

  const { data: row, error: insertError } = await service
    .from('site_builds')
    .insert({ trigger: parsed.trigger, reason: parsed.reason, requested_by: caller.kind === 'admin' ? caller.userId : null })
    .select('id')
    .single();
  if (insertError || !row) return reply(500, { error: `The rebuild request could not be recorded: ${insertError?.message ?? 'no row'}` });
  const id = row.id;

  // A build already asked for and not yet started takes in this request too (its builder claims every queued row).
  const since = new Date(Date.now() - PENDING_BUILD_WINDOW_MS).toISOString();
  const { data: pending, error: pendingError } = await service
    .from('site_builds')
    .select('id')
    .eq('status', 'queued')
    .neq('id', id)
    .gte('dispatched_at', since)
    .limit(1);
  if (pendingError) return reply(500, { error: `Could not read the build queue: ${pendingError.message}` });
  if (pending && pending.length > 0) return reply(202, { id, status: 'queued', dispatched: false, joined: pending[0].id });

  const env: DispatchEnv = {
    BUILD_HOOK_URL: Deno.env.get('BUILD_HOOK_URL'),
    GITHUB_REPOSITORY: Deno.env.get('GITHUB_REPOSITORY'),
    GITHUB_TOKEN: Deno.env.get('GITHUB_TOKEN'),
    GITHUB_WORKFLOW: Deno.env.get('GITHUB_WORKFLOW'),
    GITHUB_REF: Deno.env.get('GITHUB_REF'),
  };
  // Mark first, so a request arriving while the hook is being called joins this build instead of calling again.
  await service.from('site_builds').update({ dispatched_at: new Date().toISOString() }).eq('id', id);
  const result = await dispatchBuild(env);
  if (!result.ok) {
    await service
      .from('site_builds')
      .update({ status: 'failed', dispatched_at: null, finished_at: new Date().toISOString(), error: result.message })
      .eq('id', id)
      .eq('status', 'queued');
    return reply(result.notConfigured ? 503 : 502, { id, error: result.message });
  }
  return reply(202, { id, status: 'queued', dispatched: true });
});
