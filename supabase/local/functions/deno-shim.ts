/**
 * The part of Deno that Supabase Edge Functions use, provided to functions running under Node:
 * `Deno.serve(handler)` registers the function's handler, and `Deno.env` reads the function's environment
 * (config.functionEnv plus Supabase's SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY), falling
 * back to process.env. The environment is per server and per call (AsyncLocalStorage), so two local
 * servers in one process do not see each other's secrets.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

const envStore = new AsyncLocalStorage<Record<string, string>>();
let registered: FunctionHandler | null = null;

function currentEnv(): Record<string, string> {
  return envStore.getStore() ?? {};
}

const denoShim = {
  serve(handlerOrOptions: unknown, maybeHandler?: unknown) {
    const handler =
      typeof handlerOrOptions === 'function'
        ? handlerOrOptions
        : typeof maybeHandler === 'function'
          ? maybeHandler
          : (handlerOrOptions as { handler?: unknown } | null)?.handler;
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
    registered = handler as FunctionHandler;
    return { finished: new Promise<void>(() => {}), shutdown: async () => {}, ref() {}, unref() {}, addr: { hostname: '127.0.0.1', port: 0 } };
  },
  env: {
    get: (key: string): string | undefined => currentEnv()[key] ?? process.env[key],
    set: (key: string, value: string) => {
      currentEnv()[key] = value;
    },
    has: (key: string) => key in currentEnv() || key in process.env,
    delete: (key: string) => {
      delete currentEnv()[key];
    },
    toObject: () => ({ ...(process.env as Record<string, string>), ...currentEnv() }),
  },
};

export function installDenoShim(): void {
  const g = globalThis as { Deno?: unknown };
  // Under real Deno (or if something else provided it) leave the global alone.
  if (!g.Deno) g.Deno = denoShim;
}

/** Runs `fn` with `env` as Deno.env. */
export function withFunctionEnv<T>(env: Record<string, string>, fn: () => T): T {
  return envStore.run(env, fn);
}

/** Imports a function module and returns the handler it registered through Deno.serve, if it did. */
export async function importCapturingServe(load: () => Promise<unknown>): Promise<{ module: unknown; served: FunctionHandler | null }> {
  registered = null;
  const module = await load();
  const served = registered;
  registered = null;
  return { module, served };
}
