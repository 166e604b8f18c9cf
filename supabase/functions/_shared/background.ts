/**
 * Work that must not hold up the answer. The hosted edge runtime keeps a function alive for a promise handed to
 * `EdgeRuntime.waitUntil` after the response has gone (supabase/local's Deno runner provides the same global).
 * Where it is absent the promise simply runs on unawaited: a long-lived Deno server finishes it all the same.
 *
 * The task's failure is logged, never thrown: the caller has already answered.
 */
interface EdgeRuntimeGlobal {
  waitUntil(promise: Promise<unknown>): unknown;
}

export function inBackground(label: string, task: () => Promise<void>): void {
  const running = task().catch((error) => console.error(`${label}:`, (error as Error).message));
  const runtime = (globalThis as { EdgeRuntime?: EdgeRuntimeGlobal }).EdgeRuntime;
  if (typeof runtime?.waitUntil === 'function') runtime.waitUntil(running);
}
