/**
 * The daily reminders under npm start, as Supabase Cron runs them in production
 * (20261211000110_daily_reminders_cron.sql): the daily-reminders function every five minutes, which sends to the
 * readers whose hour has come and claims each once a day, so a tick that finds nobody due costs one query.
 *
 * Its VAPID keys are made once per data folder (vapid-keys.json beside the database) and kept, so a browser that
 * subscribed stays subscribed across restarts; VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT in the
 * environment (.env) win. An in-memory database gets a fresh pair.
 */
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REMINDER_INTERVAL_MS = 5 * 60_000;

export interface LocalVapidKeys {
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
}

/** The private scalar as 32 bytes (Node drops leading zero bytes), base64url. */
function scalar(key: Buffer): string {
  return Buffer.concat([Buffer.alloc(32 - key.length), key]).toString('base64url');
}

function newKeys(): LocalVapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: scalar(ecdh.getPrivateKey()),
    VAPID_SUBJECT: 'mailto:reminders@reformed-devotionals.local',
  };
}

/** The local VAPID keys: the environment's, else those kept in `folder` (made there on first use), else new ones. */
export function localVapidKeys(folder: string | null, env: NodeJS.ProcessEnv = process.env): LocalVapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY, VAPID_SUBJECT: env.VAPID_SUBJECT || newKeys().VAPID_SUBJECT };
  if (!folder) return newKeys();
  const file = path.join(folder, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalVapidKeys;
  const keys = newKeys();
  mkdirSync(folder, { recursive: true });
  // Private to this machine's user, as a secret should be.
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

export interface ReminderJob {
  stop(): void;
}

/** Calls daily-reminders every `intervalMs`, logging what it sent and any failure. */
export function startReminderJob(options: { apiUrl: string; serviceRoleKey: string; intervalMs?: number; log: (line: string) => void }): ReminderJob {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/daily-reminders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.serviceRoleKey}`, apikey: options.serviceRoleKey },
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; sent?: number; nudged?: number; removed?: number; failed?: number };
      if (!response.ok) options.log(`Daily reminders: daily-reminders answered ${response.status}: ${body.error ?? 'no reason given'}`);
      else if (body.sent || body.nudged || body.removed || body.failed)
        options.log(
          `Daily reminders: ${body.sent ?? 0} sent, ${body.nudged ?? 0} nudges, ${body.removed ?? 0} subscriptions removed, ${body.failed ?? 0} failed`,
        );
    } catch (error) {
      options.log(`Daily reminders: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
