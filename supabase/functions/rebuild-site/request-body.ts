/** The body of a rebuild request: `{ reason?, trigger? }`. Admin requests are always trigger "admin". */

export type BuildTrigger = 'admin' | 'schedule' | 'startup' | 'manual';
const SERVICE_TRIGGERS = new Set<BuildTrigger>(['schedule', 'startup', 'manual']);
export const MAX_REASON_LENGTH = 200;

export type ParsedRequest = { ok: true; reason: string | null; trigger: BuildTrigger } | { ok: false; message: string };

export function parseRebuildRequest(text: string, caller: 'admin' | 'schedule'): ParsedRequest {
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, message: 'The request body must be JSON: { "reason": "..." }.' };
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'The request body must be a JSON object.' };
  const { reason, trigger } = body as { reason?: unknown; trigger?: unknown };
  if (reason !== undefined && reason !== null && typeof reason !== 'string') return { ok: false, message: 'reason must be text.' };
  const cleanReason = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  if (cleanReason && cleanReason.length > MAX_REASON_LENGTH) return { ok: false, message: `reason must be at most ${MAX_REASON_LENGTH} characters.` };
  if (caller === 'admin') {
    if (trigger !== undefined && trigger !== 'admin') return { ok: false, message: 'An administrator\'s request is always trigger "admin".' };
    return { ok: true, reason: cleanReason, trigger: 'admin' };
  }
  if (trigger === undefined) return { ok: true, reason: cleanReason, trigger: 'schedule' };
  if (typeof trigger !== 'string' || !SERVICE_TRIGGERS.has(trigger as BuildTrigger)) {
    return { ok: false, message: 'trigger must be one of schedule, startup, manual.' };
  }
  return { ok: true, reason: cleanReason, trigger: trigger as BuildTrigger };
}
