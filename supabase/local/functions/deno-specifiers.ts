/**
 * Supabase Edge Functions import packages the Deno way (`npm:@supabase/supabase-js@2`, `jsr:@std/...`,
 * `https://esm.sh/...`). Under Node these resolve to the same packages in the project's node_modules,
 * version suffixes dropped; the edge-runtime type-only import resolves to an empty module.
 */
import module from 'node:module';

const EMPTY_MODULE = 'data:text/javascript,export {}';

/** `npm:@scope/name@2/sub` → `@scope/name/sub`; null when the specifier is not a Deno-style one. */
export function nodeSpecifierFor(specifier: string): string | null {
  let rest: string;
  if (specifier.startsWith('npm:')) rest = specifier.slice(4);
  else if (specifier.startsWith('jsr:')) rest = specifier.slice(4);
  else if (specifier.startsWith('https://esm.sh/')) rest = specifier.slice('https://esm.sh/'.length).split('?')[0];
  else return null;
  if (/edge-runtime\.d\.ts$/.test(rest)) return EMPTY_MODULE;
  rest = rest.replace(/^\/+/, '');
  const scoped = rest.startsWith('@');
  const parts = rest.split('/');
  const nameLength = scoped ? 2 : 1;
  // The package name's last segment may carry the version: zod@3, @scope/name@^2.1.
  parts[nameLength - 1] = parts[nameLength - 1].replace(/@.*$/, '');
  return parts.join('/');
}

let installed = false;

export function installDenoSpecifiers(): void {
  if (installed) return;
  installed = true;
  const register = (module as unknown as { registerHooks?: (hooks: unknown) => void }).registerHooks;
  if (!register) return; // Node < 22.15: functions must import bare specifiers.
  register({
    resolve(specifier: string, context: unknown, next: (s: string, c: unknown) => unknown) {
      const mapped = nodeSpecifierFor(specifier);
      if (mapped === EMPTY_MODULE) return { url: EMPTY_MODULE, shortCircuit: true };
      return next(mapped ?? specifier, context);
    },
  });
}
