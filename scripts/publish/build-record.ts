/**
 * The builder's side of public.site_builds, shared by the local builder (npm start) and a CI or host build
 * (`npm run build` with SUPABASE_SERVICE_ROLE_KEY set): at the start of a build it claims every queued request
 * (the newest becomes the build's row, "running"; the others are "coalesced" into it), and at the end it records
 * the result, duration and page count. Builds run one at a time per builder, so one claim serves a whole burst.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';

export type BuildTrigger = 'admin' | 'schedule' | 'startup' | 'manual';

export interface BuildClaim {
  /** The site_builds row that stands for this build. */
  buildId: number;
  /** Every request this build serves, the build's own row included. */
  requestIds: number[];
}

const MAX_ERROR_LENGTH = 4000;

/** Claims the queued requests; with none queued (a build nobody asked for through rebuild-site) records one. */
export async function claimBuild(service: SupabaseClient<Database>, fallback: { trigger: BuildTrigger; reason: string }): Promise<BuildClaim> {
  const startedAt = new Date().toISOString();
  const { data, error } = await service.from('site_builds').update({ status: 'running', started_at: startedAt }).eq('status', 'queued').select('id');
  if (error) throw new Error(`Could not claim the queued rebuild requests: ${error.message}`);
  const ids = data.map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) {
    const { data: row, error: insertError } = await service
      .from('site_builds')
      .insert({ trigger: fallback.trigger, reason: fallback.reason, status: 'running', started_at: startedAt })
      .select('id')
      .single();
    if (insertError || !row) throw new Error(`Could not record the build: ${insertError?.message ?? 'no row'}`);
    return { buildId: row.id, requestIds: [row.id] };
  }
  const buildId = ids[ids.length - 1];
  const others = ids.slice(0, -1);
  if (others.length) {
    const { error: coalesceError } = await service.from('site_builds').update({ status: 'coalesced', served_by: buildId }).in('id', others);
    if (coalesceError) throw new Error(`Could not record the coalesced requests: ${coalesceError.message}`);
  }
  return { buildId, requestIds: ids };
}

export interface BuildOutcome {
  ok: boolean;
  durationMs: number;
  pages?: number;
  error?: string;
}

export async function recordBuildResult(service: SupabaseClient<Database>, claim: BuildClaim, outcome: BuildOutcome): Promise<void> {
  const finishedAt = new Date().toISOString();
  const { error } = await service
    .from('site_builds')
    .update({
      status: outcome.ok ? 'succeeded' : 'failed',
      finished_at: finishedAt,
      duration_ms: Math.max(0, Math.round(outcome.durationMs)),
      pages: outcome.pages ?? null,
      error: outcome.error ? outcome.error.slice(0, MAX_ERROR_LENGTH) : null,
    })
    .eq('id', claim.buildId);
  if (error) throw new Error(`Could not record the build result: ${error.message}`);
  const others = claim.requestIds.filter((id) => id !== claim.buildId);
  if (others.length) {
    await service.from('site_builds').update({ finished_at: finishedAt }).in('id', others);
  }
}
