/**
 * /auth/v1: GoTrue's wire protocol over the auth schema. Routes live in routes.ts, one module per concern
 * (signup, token, user, verify, admin, settings); errors are rendered the way GoTrue renders them.
 */
import type { Handler } from '../context.ts';
import { AUTH_ROUTES } from './routes.ts';
import { API_VERSION_HEADER, AuthError, authErrorResponse, notFound, requestedApiVersion } from './errors.ts';

export const authHandler: Handler = async (req, ctx) => {
  const path = ctx.path.replace(/\/+$/, '') || '/';
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = AUTH_ROUTES.find(([m, p]) => m === method && p.test(path));
  try {
    if (!route) {
      if (AUTH_ROUTES.some(([, p]) => p.test(path))) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
      throw notFound('not_found', 'Not Found');
    }
    const response = await route[2](req, ctx);
    const version = requestedApiVersion(req);
    if (version && !response.headers.has(API_VERSION_HEADER)) response.headers.set(API_VERSION_HEADER, version);
    return response;
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error, req);
    console.error('[supabase/local auth]', error);
    return authErrorResponse(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'), req);
  }
};
