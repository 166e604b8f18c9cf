import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_SECRETS, missingSecrets } from './function-secrets.ts';

describe('function secrets', () => {
  it('names every function in supabase/functions, and nothing else', () => {
    const dir = path.resolve(import.meta.dirname, '../../supabase/functions');
    const functions = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(path.join(dir, e.name, 'index.ts')))
      .map((e) => e.name)
      .sort();
    expect(Object.keys(FUNCTION_SECRETS).sort()).toEqual(functions);
  });

  it('a requirement is met by any one complete alternative', () => {
    const build = FUNCTION_SECRETS['rebuild-site'][1];
    expect(missingSecrets(build, new Set(['BUILD_HOOK_URL']))).toEqual([]);
    expect(missingSecrets(build, new Set(['GITHUB_REPOSITORY', 'GITHUB_TOKEN', 'GITHUB_WORKFLOW']))).toEqual([]);
    expect(missingSecrets(build, new Set(['GITHUB_REPOSITORY', 'GITHUB_TOKEN']))).toEqual(['BUILD_HOOK_URL']);
    expect(missingSecrets(build, new Set(['GITHUB_TOKEN']))).toEqual(['BUILD_HOOK_URL']);
  });

  it('names what is missing of the closest alternative', () => {
    const email = FUNCTION_SECRETS.newsletter[1];
    expect(missingSecrets(email, new Set(['EMAIL_API_URL']))).toEqual(['EMAIL_API_KEY', 'EMAIL_FROM']);
  });

  it('the platform requirement is met by the legacy service key or by the new secret keys', () => {
    const platform = FUNCTION_SECRETS['weekly-digest'][0];
    expect(missingSecrets(platform, new Set(['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']))).toEqual([]);
    expect(missingSecrets(platform, new Set(['SUPABASE_URL', 'SUPABASE_SECRET_KEYS']))).toEqual([]);
    expect(missingSecrets(platform, new Set(['SUPABASE_URL']))).toEqual(['SUPABASE_SERVICE_ROLE_KEY']);
  });
});
