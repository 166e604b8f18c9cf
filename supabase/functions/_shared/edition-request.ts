/**
 * The opening both newsletter editions share (daily-email, weekly-digest): POST only, from the schedule only
 * (schedule-caller.ts), then a service client, the site's address and today in the site's time zone.
 */
import { serviceKeyFor } from './caller.ts';
import { isScheduleCall } from './schedule-caller.ts';
import { serviceClient, type ServiceClient } from './service-client.ts';
import { todayIn } from '@lib/dates.ts';

export function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface EditionRequest {
  /** When the request arrived (the edition's time budget counts from here). */
  started: number;
  env: (name: string) => string | undefined;
  supabaseUrl: string;
  service: ServiceClient;
  siteUrl: string;
  /** Today in site_settings' time zone. */
  today: string;
  /** site_settings' time zone (IANA). */
  timeZone: string;
}

/** The request's context, or the refusal to answer with. `refusal` names who may send the edition. */
export async function openEditionRequest(req: Request, refusal: string): Promise<EditionRequest | Response> {
  const started = Date.now();
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' });
  const env = (name: string) => Deno.env.get(name);
  if (!(await isScheduleCall(req, env))) return json(401, { error: refusal });
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const service = serviceClient(supabaseUrl, serviceKeyFor(env));
  const siteUrl = env('SITE_URL') || 'http://localhost:4321';
  const { data: settings, error } = await service.from('site_settings').select('timezone').maybeSingle();
  if (error || !settings) return json(500, { error: `Could not read the site's time zone: ${error?.message ?? 'site_settings has no row'}` });
  return { started, env, supabaseUrl, service, siteUrl, today: todayIn(settings.timezone), timeZone: settings.timezone };
}
