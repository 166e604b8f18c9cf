/**
 * Runs under Deno, one process per function (see runner.ts): imports the function's index.ts, takes the handler
 * it gives to Deno.serve (or exports), and serves it on a free loopback port, which it announces on stdout as
 * one line `READY_MARKER port`. The edge runtime likewise owns the listening socket: a function's own
 * Deno.serve options (port, hostname) are ignored.
 *
 * A handler that throws is answered as the edge runtime answers it: 500 WORKER_ERROR, the error in the log.
 *
 * `EdgeRuntime.waitUntil(promise)` is provided as the edge runtime provides it: the promise runs on after the
 * response (a warm worker outlives its requests), and a rejection is logged rather than crashing the worker.
 */
type Handler = (req: Request, info?: unknown) => Response | Promise<Response>;
interface DenoServe {
  serve(options: { hostname: string; port: number; onListen(addr: { port: number }): void }, handler: Handler): unknown;
}

export const READY_MARKER = '__supabase_local_function_ready__';

const deno = (globalThis as unknown as { Deno: DenoServe & { args: string[] } }).Deno;
const realServe = deno.serve.bind(deno);

(globalThis as unknown as { EdgeRuntime: { waitUntil(promise: Promise<unknown>): Promise<unknown> } }).EdgeRuntime = {
  waitUntil(promise) {
    return Promise.resolve(promise).catch((error) => console.error('EdgeRuntime.waitUntil: a background task failed:', error));
  },
};
let registered: Handler | null = null;

function handlerFrom(first: unknown, second?: unknown): Handler {
  const handler = typeof first === 'function' ? first : typeof second === 'function' ? second : (first as { handler?: unknown } | null)?.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
  return handler as Handler;
}

(deno as { serve: unknown }).serve = (first: unknown, second?: unknown) => {
  registered = handlerFrom(first, second);
  return { finished: new Promise<void>(() => {}), shutdown: async () => {}, ref() {}, unref() {}, addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 } };
};

function exportedHandler(module: Record<string, unknown>): Handler | null {
  if (typeof module.default === 'function') return module.default as Handler;
  const fetchable = module.default as { fetch?: Handler } | undefined;
  if (fetchable && typeof fetchable.fetch === 'function') return (req, info) => fetchable.fetch!.call(fetchable, req, info);
  if (typeof module.handler === 'function') return module.handler as Handler;
  return null;
}

const entry = deno.args[0];
const module = (await import(new URL(`file://${entry}`).href)) as Record<string, unknown>;
const handler = registered ?? exportedHandler(module);
if (!handler) throw new Error(`${entry} neither calls Deno.serve nor exports a handler`);

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`${READY_MARKER} ${port}`),
  },
  async (req, info) => {
    try {
      return await handler(req, info);
    } catch (error) {
      console.error(error);
      return new Response(JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
  },
);
