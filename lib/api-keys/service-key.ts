/**
 * The key the seed, the build's record of itself and the scripts use to act as the service (bypassing row-level
 * security). Either kind works: the legacy `service_role` JWT or a secret key `sb_secret_…`. It is read from
 * SUPABASE_SECRET_KEY, else SUPABASE_SERVICE_ROLE_KEY (which may hold either kind). A key that cannot act as the
 * service (a publishable key, the anon JWT) is refused with a message naming the setting, rather than failing
 * later with "permission denied".
 */
import { JWT_SHAPE, jwtPayload, PUBLISHABLE_PREFIX, SECRET_PREFIX } from './public-key.ts';

export const SERVICE_KEY_VARIABLES = ['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

/** The service key the environment gives, and the variable it came from; null when neither is set. */
export function serviceKeyFromEnv(env: Record<string, string | undefined>): { variable: string; key: string } | null {
  for (const variable of SERVICE_KEY_VARIABLES) {
    const key = env[variable]?.trim();
    if (key) return { variable, key };
  }
  return null;
}

/** Why `key`, given as `variable`, cannot act as the service, or null when it may. */
export function serviceKeyError(variable: string, key: string): string | null {
  const fix = `Set ${variable} to the project's secret key (${SECRET_PREFIX}…) or its legacy service_role key (Dashboard → Project Settings → API Keys).`;
  const trimmed = key.trim();
  if (trimmed.startsWith(SECRET_PREFIX)) return null;
  if (trimmed.startsWith(PUBLISHABLE_PREFIX)) return `${variable} is a publishable key (${PUBLISHABLE_PREFIX}…), which acts as the public. ${fix}`;
  const jwt = JWT_SHAPE.exec(trimmed);
  if (!jwt) return null;
  const role = jwtPayload(jwt[1]!)?.role;
  if (role === 'service_role') return null;
  return `${variable} is ${typeof role === 'string' ? `a JWT of the ${role} role` : 'a JWT without a role claim'}, not the service_role key. ${fix}`;
}
