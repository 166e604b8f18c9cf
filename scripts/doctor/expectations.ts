/**
 * What production needs that the doctor compares a live project with, read from this checkout: the migrations,
 * the functions, the grants matrix, and the redirect paths the site uses (config.toml). The buckets are listed
 * here because storage limits are a product decision (docs/features/reading.md); the storage migrations create them so.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGrantMatrix, type GrantMatrix } from '@lib/grants/matrix.ts';
import { readProjectToml, tomlSection } from '../../supabase/local/project-toml.ts';
import type { Bucket } from './checks.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export const EXPECTED_BUCKETS: Bucket[] = [
  { id: 'avatars', public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: IMAGE_TYPES },
  { id: 'devotional-audio', public: true, file_size_limit: null, allowed_mime_types: ['audio/*'] },
  { id: 'devotional-images', public: true, file_size_limit: null, allowed_mime_types: ['image/*'] },
];

/** Migration versions in order (the timestamp before the first underscore, as the Supabase CLI records them). */
export function repositoryMigrations(root = PROJECT_ROOT): string[] {
  return readdirSync(path.join(root, 'supabase/migrations'))
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .map((f) => f.split('_')[0])
    .sort();
}

export function repositoryFunctions(root = PROJECT_ROOT): string[] {
  const dir = path.join(root, 'supabase/functions');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(path.join(dir, e.name, 'index.ts')))
    .map((e) => e.name)
    .sort();
}

export function grantsMatrix(root = PROJECT_ROOT): GrantMatrix {
  return parseGrantMatrix(readFileSync(path.join(root, 'docs/grants.md'), 'utf8'));
}

/** The paths (with query) of config.toml's redirect URLs on its own site URL: /dashboard, /auth?reset=true, … */
export function redirectPaths(root = PROJECT_ROOT): string[] {
  const auth = tomlSection(readProjectToml(path.join(root, 'supabase/config.toml')), 'auth');
  const site = new URL(String(auth.site_url));
  const urls = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls.map(String) : [];
  const paths = urls
    .map((u) => new URL(u))
    .filter((u) => u.origin === site.origin)
    .map((u) => (u.pathname === '/' ? '' : u.pathname) + u.search);
  return [...new Set(paths)];
}
