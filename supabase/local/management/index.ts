/**
 * The few Management API endpoints (api.supabase.com/v1) that `npm run doctor` reads, answered from
 * supabase/local's own configuration at the same paths and in the same response shapes:
 *   GET  /v1/projects/{ref}/config/auth      auth settings (site_url, uri_allow_list, smtp_*, …)
 *   GET  /v1/projects/{ref}/secrets          [{name, value: SHA-256 digest, updated_at}] (never the value itself)
 *   GET  /v1/projects/{ref}/functions        [{id, slug, name, status, version, created_at, updated_at, verify_jwt, …}]
 *   POST /v1/projects/{ref}/database/query   {query, parameters?, read_only?} → 201 and the rows as a JSON array
 * Served to this machine only (like the mailbox), with a local access token (management/token.ts) that the
 * server prints on start. {ref} is config.toml's project_id.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { json } from '../http.ts';
import type { Handler, Services } from '../context.ts';
import { readProjectToml, tomlSection, type TomlTable } from '../project-toml.ts';
import { functionEnv } from '../functions/index.ts';
import { managementToken } from './token.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function projectToml(services: Services): TomlTable {
  return readProjectToml(path.join(services.config.functionsDir, '..', 'config.toml'));
}

export function projectRef(services: Services): string {
  const id = projectToml(services).project_id;
  return typeof id === 'string' && id ? id : 'local';
}

/** config.toml's `env(NAME)` values are read from the environment, as the Supabase CLI does. */
function tomlValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value);
  const env = /^env\((\w+)\)$/.exec(text);
  return env ? process.env[env[1]] || null : text;
}

/** SMTP as GoTrue is configured: [auth.email.smtp] when enabled, else the local mailbox, which takes every e-mail. */
function smtpSettings(services: Services) {
  const toml = projectToml(services);
  const smtp = tomlSection(toml, 'auth.email.smtp');
  if (smtp.enabled === true) {
    const pass = tomlValue(smtp.pass);
    return {
      smtp_host: tomlValue(smtp.host),
      smtp_port: tomlValue(smtp.port),
      smtp_user: tomlValue(smtp.user),
      smtp_pass: pass === null ? null : sha256(pass),
      smtp_admin_email: tomlValue(smtp.admin_email),
      smtp_sender_name: tomlValue(smtp.sender_name),
    };
  }
  if (services.config.mailbox) {
    const url = new URL(services.baseUrl);
    const inbucket = tomlSection(toml, 'inbucket');
    return {
      smtp_host: url.hostname,
      smtp_port: url.port,
      smtp_user: 'local-mailbox',
      smtp_pass: sha256('local-mailbox'),
      smtp_admin_email: tomlValue(inbucket.admin_email) ?? 'admin@email.com',
      smtp_sender_name: tomlValue(inbucket.sender_name) ?? 'Admin',
    };
  }
  return { smtp_host: null, smtp_port: null, smtp_user: null, smtp_pass: null, smtp_admin_email: null, smtp_sender_name: null };
}

function authConfig(services: Services) {
  const c = services.config;
  const minutes = tomlSection(projectToml(services), 'auth.rate_limit');
  return {
    site_url: c.siteUrl,
    uri_allow_list: c.redirectUrls.join(','),
    disable_signup: !c.enableSignup,
    external_email_enabled: c.emailProvider,
    external_anonymous_users_enabled: c.anonymousSignIns,
    mailer_autoconfirm: !c.confirmEmail,
    mailer_secure_email_change_enabled: c.doubleConfirmChanges,
    security_update_password_require_reauthentication: c.securePasswordChange,
    security_update_password_require_current_password: c.updatePasswordRequireCurrentPassword,
    password_min_length: c.minimumPasswordLength,
    jwt_exp: c.jwtExpiry,
    refresh_token_rotation_enabled: c.refreshTokenRotation,
    security_refresh_token_reuse_interval: c.refreshTokenReuseInterval,
    rate_limit_email_sent: typeof minutes.email_sent === 'number' ? minutes.email_sent : null,
    mfa_totp_enroll_enabled: c.mfa.totpEnroll,
    mfa_totp_verify_enabled: c.mfa.totpVerify,
    mfa_max_enrolled_factors: c.mfa.maxEnrolledFactors,
    ...smtpSettings(services),
  };
}

function secrets(services: Services) {
  const env = functionEnv(services);
  return Object.keys(env)
    .sort()
    .map((name) => ({ name, value: sha256(env[name]), updated_at: new Date(0).toISOString() }));
}

function functionsList(services: Services) {
  const dir = services.config.functionsDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const entrypoint = path.join(dir, name, 'index.ts');
      const settings = tomlSection(projectToml(services), `functions.${name}`);
      const importMap = typeof settings.import_map === 'string' ? path.resolve(dir, '..', settings.import_map) : null;
      const modified = Math.floor(statSync(entrypoint).mtimeMs);
      const hex = sha256(`function:${name}`);
      return {
        id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`,
        slug: name,
        name,
        status: 'ACTIVE',
        version: 1,
        created_at: modified,
        updated_at: modified,
        verify_jwt: settings.verify_jwt !== false,
        import_map: importMap !== null,
        entrypoint_path: `file://${entrypoint}`,
        ...(importMap ? { import_map_path: `file://${importMap}` } : {}),
      };
    });
}

/** Row values as JSON: int8 and numeric may come back as bigint, which JSON cannot carry. */
function rowsJson(rows: unknown[]): Response {
  const body = JSON.stringify(rows, (_key, value) =>
    typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()) : value,
  );
  return new Response(body, { status: 201, headers: { 'content-type': 'application/json' } });
}

async function runQuery(req: Request, services: Services): Promise<Response> {
  let body: { query?: unknown; parameters?: unknown; read_only?: unknown };
  try {
    body = (await req.json()) as typeof body;
  } catch {
    return json({ message: 'Invalid JSON body' }, 400);
  }
  if (typeof body.query !== 'string' || body.query.trim() === '') return json({ message: 'query must be a non-empty string' }, 400);
  const query = body.query;
  const params = Array.isArray(body.parameters) ? body.parameters : [];
  try {
    const result = body.read_only
      ? await services.db.transaction(async (tx) => {
          await tx.query('set transaction read only');
          return tx.query(query, params);
        })
      : await services.db.query(query, params);
    return rowsJson(result.rows);
  } catch (error) {
    return json({ message: `Failed to run sql query: ERROR: ${(error as Error).message}` }, 400);
  }
}

export const managementHandler: Handler = async (req, ctx) => {
  const { services } = ctx;
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (bearer !== managementToken(services.config.jwtSecret)) return json({ message: 'Unauthorized' }, 401);
  const match = /^\/projects\/([^/]+)(\/.*)$/.exec(ctx.path);
  if (!match) return json({ message: 'Not Found' }, 404);
  const [, ref, rest] = match;
  if (ref !== projectRef(services)) return json({ message: `Project ${ref} not found` }, 404);
  const route = `${req.method.toUpperCase()} ${rest}`;
  switch (route) {
    case 'GET /config/auth':
      return json(authConfig(services));
    case 'GET /secrets':
      return json(secrets(services));
    case 'GET /functions':
      return json(functionsList(services));
    case 'POST /database/query':
      return runQuery(req, services);
    default:
      return json({ message: `${route} is not served by supabase/local's Management API` }, 404);
  }
};
