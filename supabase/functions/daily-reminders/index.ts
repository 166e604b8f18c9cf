/**
 * daily-reminders: the daily reminder by web push (docs/features/reminders.md).
 *
 *   GET  /functions/v1/daily-reminders   → 200 { publicKey }: the VAPID public key a browser subscribes with
 *                                          (public by design); 503 while VAPID is not configured.
 *   POST /functions/v1/daily-reminders   → 200 { day, sent, nudged, removed, failed, done }, from the schedule
 *                                          only (_shared/schedule-caller.ts): Supabase Cron every five minutes
 *                                          (migration 20261211000110_daily_reminders_cron.sql), npm start locally.
 *
 * Each reader with reminders on by push gets today's devotional once, at their hour on their own clock (or as
 * soon as the day is released without one), on every device they subscribed, in their edition; a reader who chose
 * the evening nudge and has a streak but has not read today gets it once from 19:00. Nothing is sent before the
 * day's devotional is published (the release gate): a day without one answers done: true with nothing sent, and
 * the cron's next calls send once it is out. Batched within REMINDER_TIME_BUDGET_MS (default 110 s, inside the
 * 150 s request limit), REMINDER_BATCH_SIZE readers at a time; done: false means call again (run.ts).
 *
 * Secrets: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (lib/reminders/vapid.ts), CRON_SECRET, SITE_URL.
 */
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { json, openEditionRequest } from '../_shared/edition-request.ts';
import { positiveSetting } from '../_shared/schedule-caller.ts';
import { vapidKeysMatch, vapidSettings, type VapidSettings } from '@lib/reminders/vapid.ts';
import { runReminders, todaysEditions } from './run.ts';

const env = (name: string) => Deno.env.get(name);

/** The VAPID settings, or why web push cannot be used: a secret missing or malformed, or keys that are not a pair. */
async function configuredVapid(): Promise<{ ok: true; vapid: VapidSettings } | { ok: false; error: string }> {
  const settings = vapidSettings(env);
  if (!settings.ok) return settings;
  if (!(await vapidKeysMatch(settings.vapid)))
    return { ok: false, error: 'VAPID_PRIVATE_KEY does not belong to VAPID_PUBLIC_KEY: set both from one generated pair (docs/deploy.md).' };
  return settings;
}

async function publicKeyResponse(): Promise<Response> {
  const settings = await configuredVapid();
  const headers = { ...corsHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' };
  if (!settings.ok) return new Response(JSON.stringify({ error: settings.error }), { status: 503, headers: { ...headers, 'Cache-Control': 'no-store' } });
  return new Response(JSON.stringify({ publicKey: settings.vapid.publicKey }), { status: 200, headers });
}

Deno.serve(async (req: Request) => {
  const preflight = preflightResponse(req);
  if (preflight) return preflight;
  if (req.method === 'GET') return await publicKeyResponse();

  const opened = await openEditionRequest(req, 'Only the schedule sends the daily reminders.');
  if (opened instanceof Response) return opened;
  const { started, service, siteUrl, today: day, timeZone } = opened;
  const settings = await configuredVapid();
  if (!settings.ok) return json(503, { error: settings.error, day });

  let editions;
  try {
    editions = await todaysEditions(service, day);
  } catch (error) {
    return json(500, { error: (error as Error).message, day });
  }
  if (!editions.en) return json(200, { day, sent: 0, nudged: 0, removed: 0, failed: 0, done: true });

  const { error, ...outcome } = await runReminders(
    {
      service,
      vapid: settings.vapid,
      siteUrl,
      day,
      siteTimeZone: timeZone,
      started,
      budgetMs: positiveSetting(env('REMINDER_TIME_BUDGET_MS'), 110_000),
      batchSize: Math.floor(positiveSetting(env('REMINDER_BATCH_SIZE'), 100)),
      concurrency: Math.floor(positiveSetting(env('REMINDER_CONCURRENCY'), 8)),
    },
    editions,
  );
  const body = { day, ...outcome };
  if (error) return json(500, { error, ...body });
  return json(200, body);
});
