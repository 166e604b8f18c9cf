import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSiteUrl } from './build-site.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('SITE_URL for a production build', () => {
  it('is required and must be an http(s) address', () => {
    expect(() => checkSiteUrl(undefined)).toThrow(/^SITE_URL is not set/);
    expect(() => checkSiteUrl('  ')).toThrow(/^SITE_URL is not set/);
    expect(() => checkSiteUrl('devotionals.example.org')).toThrow(/^SITE_URL is not a URL/);
    expect(() => checkSiteUrl('ftp://devotionals.example.org')).toThrow(/^SITE_URL must be an http\(s\) address/);
    expect(checkSiteUrl('https://devotionals.example.org/')).toBe('https://devotionals.example.org');
  });

  it('npm run build stops at once, naming it, instead of shipping localhost addresses', () => {
    const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const result = spawnSync(process.execPath, [tsx, 'scripts/build-site.ts', '--all'], {
      cwd: ROOT,
      // An empty value counts as set for .env loading, so a developer's .env cannot fill it in.
      env: { ...process.env, SITE_URL: '', PUBLIC_SUPABASE_URL: 'http://127.0.0.1:9', PUBLIC_SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SITE_URL is not set/);
  }, 60_000);
});
