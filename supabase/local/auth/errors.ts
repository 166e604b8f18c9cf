/**
 * GoTrue's error bodies. GoTrue renders an error in one of two shapes, chosen by the request's
 * X-Supabase-Api-Version header (supabase-js v2 sends 2024-01-01):
 *   legacy:      {"code":400,"error_code":"invalid_credentials","msg":"Invalid login credentials"}
 *   2024-01-01:  {"code":"invalid_credentials","message":"Invalid login credentials"}
 * and echoes the version header back, which is how auth-js knows to read `code` as the error code.
 */
import { json } from '../http.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024_01_01 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra fields GoTrue adds to some errors, e.g. weak_password: {reasons}. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });

/** The API version the client asked for, when it is one GoTrue knows. */
export function requestedApiVersion(req: Request): string | null {
  const v = req.headers.get(API_VERSION_HEADER);
  return v && v >= API_VERSION_2024_01_01 && /^\d{4}-\d{2}-\d{2}$/.test(v) ? API_VERSION_2024_01_01 : null;
}

export function authErrorResponse(error: AuthError, req: Request): Response {
  const version = requestedApiVersion(req);
  if (version) {
    return json({ code: error.errorCode, message: error.message, ...error.extra }, error.status, {
      [API_VERSION_HEADER]: version,
    });
  }
  return json({ code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra }, error.status);
}

/** OAuth2-style errors (RFC 6749 §5.2) that some token grants answer with. */
export function oauthErrorResponse(error: string, description: string): Response {
  return json({ error, error_description: description }, 400);
}
