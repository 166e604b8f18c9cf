/**
 * A refused request of a custom data provider method, with what callers tell apart: PostgreSQL's error code
 * (23505 a unique violation, 22P02 not a uuid…) and the HTTP status (409 the edit lock). The status is not named
 * `status`: react-admin signs the console out on any error whose `status` is 401 or 403, and these refusals are
 * said to the admin instead, as before they went through the provider.
 */
export class RequestError extends Error {
  readonly code: string | undefined;
  readonly httpStatus: number | undefined;

  constructor(message: string, code?: string, httpStatus?: number) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** supabase-js's `{ error, status }` as a RequestError. */
export function requestError(error: { message: string; code?: string }, httpStatus?: number): RequestError {
  return new RequestError(error.message, error.code, httpStatus);
}
