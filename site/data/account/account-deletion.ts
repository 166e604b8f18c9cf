/**
 * The delete-account function: it e-mails the code, then deletes the account with it. Its refusals carry their own
 * sentence in the JSON body, which is what the dialog shows; otherwise the generic one.
 */
import { DELETION_MESSAGES, type DeleteAccountRequest } from '@lib/account/account-deletion.ts';
import type { PageClient } from '../client/types.ts';
import { functionErrorMessage } from '../function-errors.ts';

/** The words of a failed request: the function's own sentence when it gave one. */
function failure(error: unknown): Promise<string> {
  return functionErrorMessage(error, DELETION_MESSAGES.failed);
}

/** One request to the function: its answer, or the sentence to show. */
export async function callDeleteAccount<T>(
  client: Pick<PageClient, 'functions'>,
  body: DeleteAccountRequest,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  const { data, error } = await client.functions.invoke('delete-account', { body });
  return error ? { ok: false, message: await failure(error) } : { ok: true, value: data as T };
}
