/**
 * The console's first load, as an admin on a laptop meets it (an earlier aim was 1.3 s to the sign-in form and 1.6 s
 * to the panel on a quiet machine): in Chromium at 1280 × 800 with no throttling and nothing cached, the time from
 * navigating to /admin/ until the sign-in form's Email box shows, and, for an admin whose session (past the second
 * factor) is already stored, until the panel's heading shows. Each is loaded RUNS times in a fresh context and the
 * median reported, with the slowest; beside them, the console's JavaScript (gzip) each route fetched before it showed
 * (console-route-js.ts). Figures only; the budgets are printed with met / NOT MET.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { serviceClient } from '../seed.ts';
import { serveStatic } from '../serve-static.ts';
import { putConsoleInBuild } from './console-in-build.ts';
import { routeJs, type RouteJs } from './console-route-js.ts';

export interface ConsoleLoad {
  /** Median and slowest milliseconds from navigation to the sign-in form. */
  signInForm: { medianMs: number; maxMs: number };
  /** Median and slowest milliseconds from navigation to the panel, signed in. */
  panel: { medianMs: number; maxMs: number };
  /** The console's JavaScript fetched before the sign-in form, and before the panel (signed in). */
  js?: { signInForm: RouteJs; panel: RouteJs };
  runs: number;
}

export const RUNS = 5;

/**
 * The budgets (docs/bench.md): to the sign-in form (the light form shown before the console's app loads,
 * admin/src/sign-in/lightSignIn.ts), and to the panel for a stored admin session (median, quiet machine).
 */
export const CONSOLE_AIMS = { signInFormMs: 800, panelMs: 2000 };

/** A bench admin with a verified authenticator, and its session at aal2 as supabase-js stores it. */
async function adminSession(local: LocalSupabase): Promise<{ key: string; value: string }> {
  const email = `bench.admin.${Date.now()}@example.org`;
  const password = 'bench-admin-password-1';
  const service = serviceClient(local.url, local.keys.serviceRoleKey);
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Bench Admin' } });
  if (created.error) throw new Error(`Creating the bench admin failed: ${created.error.message}`);
  const role = await service.from('user_roles').insert({ user_id: created.data.user.id, role: 'admin' });
  if (role.error) throw new Error(`Making the bench admin an admin failed: ${role.error.message}`);
  const client = createClient<Database>(local.url, local.keys.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`The bench admin's sign-in failed: ${signIn.error.message}`);
  const enrol = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Bench authenticator' });
  if (enrol.error) throw new Error(`The bench admin's enrolment failed: ${enrol.error.message}`);
  const verify = await client.auth.mfa.challengeAndVerify({ factorId: enrol.data.id, code: totpCode(enrol.data.totp.secret) });
  if (verify.error) throw new Error(`The bench admin's code was refused: ${verify.error.message}`);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The bench admin has no session after the code');
  return { key: `sb-${new URL(local.url).hostname.split('.')[0]}-auth-token`, value: JSON.stringify(data.session) };
}

async function timeUntil(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  session?: { key: string; value: string },
): Promise<{ ms: number; urls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (session) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [session.key, session.value]);
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    const ms = performance.now() - started;
    return { ms, urls: [...urls] };
  } finally {
    await context.close();
  }
}

function summary(times: number[]): { medianMs: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: Math.round(sorted[Math.floor((sorted.length - 1) / 2)]), maxMs: Math.round(sorted[sorted.length - 1]) };
}

export async function measureConsoleLoad(browser: Browser, local: LocalSupabase, builtDir: string, scratch: string): Promise<ConsoleLoad> {
  await putConsoleInBuild(builtDir, scratch);
  const session = await adminSession(local);
  const site = await serveStatic({ root: builtDir, port: 0 });
  try {
    const url = `${site.url}/admin/`;
    const adminDir = path.join(builtDir, 'admin');
    const form: number[] = [];
    const panel: number[] = [];
    let js: ConsoleLoad['js'];
    for (let i = 0; i < RUNS; i++) {
      const toForm = await timeUntil(browser, url, (page) => page.getByRole('textbox', { name: 'Email' }).waitFor({ timeout: 60_000 }));
      const toPanel = await timeUntil(
        browser,
        url,
        (page) => page.getByRole('heading', { level: 1, name: 'Admin panel' }).waitFor({ timeout: 60_000 }),
        session,
      );
      form.push(toForm.ms);
      panel.push(toPanel.ms);
      js ??= { signInForm: routeJs(toForm.urls, adminDir), panel: routeJs(toPanel.urls, adminDir) };
    }
    return { signInForm: summary(form), panel: summary(panel), js, runs: RUNS };
  } finally {
    await site.close();
  }
}

const judged = (ms: number, aim: number): string => `${ms <= aim ? 'met' : 'NOT MET'} (<= ${aim / 1000} s)`;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

export function formatConsoleLoad(load: ConsoleLoad): string[] {
  const lines = [
    `  first load at 1280 px, median (slowest) of ${load.runs}: sign-in form ${load.signInForm.medianMs} ms (${load.signInForm.maxMs}), panel signed in ${load.panel.medianMs} ms (${load.panel.maxMs})`,
    `  sign-in form ${judged(load.signInForm.medianMs, CONSOLE_AIMS.signInFormMs)}; panel ${judged(load.panel.medianMs, CONSOLE_AIMS.panelMs)}`,
  ];
  if (load.js) {
    lines.push(
      `  JavaScript by route (gzip): before the sign-in form ${kb(load.js.signInForm.gzipBytes)} KB (${load.js.signInForm.files} files), before the panel ${kb(load.js.panel.gzipBytes)} KB (${load.js.panel.files} files)`,
    );
  }
  return lines;
}
