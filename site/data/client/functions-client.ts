/**
 * Edge Functions for the light client (reader-client.ts), answering as supabase-js's `functions.invoke` does:
 * `{ data, error }`, the body sent as JSON, the answer read by its Content-Type, and a refusal's error carrying the
 * function's Response as `context` (function-errors.ts reads its sentence from there).
 */

/** A function's refusal (an HTTP error) or a request that never reached it (`context` is then the cause). */
class FunctionRefusal extends Error {
  constructor(
    message: string,
    readonly context: unknown,
  ) {
    super(message);
    this.name = 'FunctionRefusal';
  }
}

export interface FunctionsInvoker {
  invoke<T = unknown>(
    name: string,
    options?: { body?: unknown; headers?: Record<string, string>; method?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE' },
  ): Promise<{ data: T | null; error: null } | { data: null; error: Error & { context: unknown } }>;
}

/** Functions at `${url}/functions/v1`, each request sent through `send` (which adds the reader's token). */
export function functionsClient(url: string, send: typeof fetch): FunctionsInvoker {
  const base = `${url.replace(/\/$/, '')}/functions/v1`;
  return {
    async invoke<T>(name: string, options: Parameters<FunctionsInvoker['invoke']>[1] = {}) {
      const headers = new Headers(options.headers);
      let body: BodyInit | undefined;
      if (options.body !== undefined) {
        if (typeof options.body === 'string' || options.body instanceof Blob || options.body instanceof FormData || options.body instanceof ArrayBuffer) {
          body = options.body;
        } else {
          body = JSON.stringify(options.body);
          if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
        }
      }
      let response: Response;
      try {
        response = await send(`${base}/${name}`, { method: options.method ?? 'POST', headers, body });
      } catch (cause) {
        return { data: null, error: new FunctionRefusal('Failed to send a request to the Edge Function', cause) };
      }
      if (response.headers.get('x-relay-error') === 'true')
        return { data: null, error: new FunctionRefusal('Relay Error invoking the Edge Function', response) };
      if (!response.ok) return { data: null, error: new FunctionRefusal('Edge Function returned a non-2xx status code', response) };
      const type = (response.headers.get('Content-Type') ?? 'text/plain').split(';')[0].trim();
      const data =
        type === 'application/json'
          ? await response.json()
          : type === 'application/octet-stream' || type === 'application/pdf'
            ? await response.blob()
            : type === 'multipart/form-data'
              ? await response.formData()
              : await response.text();
      return { data: data as T, error: null };
    },
  };
}
