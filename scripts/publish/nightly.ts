/**
 * The nightly release inside `npm start`: checks the clock every so often and, once 00:05 in the site's time zone
 * has passed since the served build started, asks rebuild-site for a build (trigger "schedule"), as the database's
 * pg_cron job does in production (supabase/migrations/20261128000400_nightly_release_cron.sql; docs/deploy.md
 * step 8). Checking rather than sleeping until 00:05 also covers a machine that slept through midnight: the first
 * check after waking catches up.
 */
import { releaseDay, releaseDue } from '@lib/publishing/release-day.ts';

export interface NightlyOptions {
  /** When the served build started, or null before the first. */
  builtAt(): Date | null;
  /** Whether a build is running or queued now (then the check waits for it). */
  busy(): boolean;
  /** The site's time zone (site_settings.timezone). */
  timeZone(): Promise<string>;
  /** Asks for the build of release day `day`; rejects with a sentence when the request fails. */
  requestBuild(reason: string, day: string): Promise<void>;
  log: (line: string) => void;
  /** Between checks; default 30 s. */
  intervalMs?: number;
}

export interface NightlyTimer {
  /** One check now (the timer also runs them by itself). */
  check(): Promise<void>;
  stop(): void;
}

export function startNightly(options: NightlyOptions): NightlyTimer {
  let requestedFor: string | null = null;
  let checking = false;
  const check = async () => {
    if (checking || options.busy()) return;
    const builtAt = options.builtAt();
    if (!builtAt) return;
    checking = true;
    try {
      const timeZone = await options.timeZone();
      const now = new Date();
      const day = releaseDay(now, timeZone);
      // One request per release day: a failed build is recorded and an admin can use "Rebuild now".
      if (!releaseDue(builtAt, now, timeZone) || requestedFor === day) return;
      requestedFor = day;
      options.log(`Nightly release for ${day}: rebuilding the site...`);
      await options.requestBuild(`Nightly release for ${day}`, day);
    } catch (error) {
      options.log(`Nightly release: ${(error as Error).message}`);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? 30_000);
  timer.unref();
  return {
    check,
    stop: () => clearInterval(timer),
  };
}
