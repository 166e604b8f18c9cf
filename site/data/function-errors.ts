/**
 * What an Edge Function said when it refused: its own sentence, read from the JSON body that came back. The error is
 * supabase-js's (FunctionsHttpError) or the light client's (functions-client.ts): both carry the Response as `context`.
 */

/** The function's `error` sentence when it gave one, else `fallback`. */
export async function functionErrorMessage(error: unknown, fallback: string): Promise<string> {
  const context = error && typeof error === 'object' && 'context' in error ? error.context : null;
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => null);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) return body.error;
  }
  return fallback;
}
