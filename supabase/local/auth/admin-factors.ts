/**
 * GoTrue's admin factor endpoints (supabase-js auth.admin.mfa), with the service-role key: GET
 * /admin/users/{id}/factors lists a user's factors, PUT renames one, DELETE removes one. Removing a factor is how a
 * person who lost their authenticator gets back in: someone holding the service key removes it, the person's sessions
 * drop to aal1, and their next sign-in enrols afresh.
 */
import type { Handler, RequestContext } from '../context.ts';
import { json } from '../http.ts';
import { notFound } from './errors.ts';
import { requireAdmin } from './admin.ts';
import { readBody } from './request.ts';
import { findUserById, type UserRow } from './users.ts';
import { factorJson, userFactors } from './factors.ts';
import { loadFactor } from './mfa.ts';
import { downgradeSessionsOfFactor } from './assurance.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadUser for /admin/users/{user_id}/...: the id must be a UUID naming a user. */
async function loadUser(ctx: RequestContext): Promise<UserRow> {
  const id = ctx.path.split('/')[3] ?? '';
  if (!UUID.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.services.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

const factorIdOf = (ctx: RequestContext) => ctx.path.split('/')[5] ?? '';

export const adminListFactors: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const user = await loadUser(ctx);
  return json((await userFactors(ctx.services.db, user.id)).map(factorJson));
};

export const adminDeleteFactor: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const user = await loadUser(ctx);
  const factor = await loadFactor(ctx.services.db, user.id, factorIdOf(ctx));
  await ctx.services.db.transaction(async (tx) => {
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    await downgradeSessionsOfFactor(tx, user.id, factor.id);
  });
  return json(factorJson(factor));
};

export const adminUpdateFactor: Handler = async (req, ctx) => {
  await requireAdmin(req, ctx);
  const user = await loadUser(ctx);
  const factor = await loadFactor(ctx.services.db, user.id, factorIdOf(ctx));
  const body = await readBody(req);
  if (typeof body.friendly_name === 'string' && body.friendly_name !== '') {
    await ctx.services.db.query(`update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1`, [factor.id, body.friendly_name]);
  }
  const updated = (await userFactors(ctx.services.db, user.id)).find((f) => f.id === factor.id)!;
  return json(factorJson(updated));
};
