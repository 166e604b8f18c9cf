/**
 * The delete-account function: it e-mails the code, then deletes the account with it. Its refusals carry their own
 * sentence in the JSON body, which is what the dialog shows; otherwise the generic one.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { DELETION_MESSAGES, type DeleteAccountRequest } from '@lib/account/account-deletion.ts';
import type { BrowserClient } from '../client/types.ts';

/** The words of a failed request: the function's own sentence when it gave one. */
async function failure(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: the generic sentence below
    }
  }
  return DELETION_MESSAGES.failed;
}

/** One request to the function: its answer, or the sentence to show. */
export async function callDeleteAccount<T>(
  client: Pick<BrowserClient, 'functions'>,
  body: DeleteAccountRequest,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  const { data, error } = await client.functions.invoke('delete-account', { body });
  return error ? { ok: false, message: await failure(error) } : { ok: true, value: data as T };
}
