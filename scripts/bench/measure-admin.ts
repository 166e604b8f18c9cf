/**
 * The admin console's download, gzip-compressed: its index.html and every JavaScript and CSS file the build wrote
 * (the console loads its whole bundle up front; a lazily loaded chunk would still be counted, as an admin
 * reaches every screen). Built into a scratch folder with the same command as scripts/build-site.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAdmin } from '../build-site.ts';

export interface AdminBundleMeasurement {
  /** gzip bytes of all JavaScript, of all CSS, of the HTML entry. */
  js: number;
  css: number;
  html: number;
  files: number;
  /** The largest JavaScript files (name, gzip bytes). */
  largest: { file: string; gzip: number }[];
}

export async function measureAdminBundle(outDir: string): Promise<AdminBundleMeasurement> {
  const result: AdminBundleMeasurement = { js: 0, css: 0, html: 0, files: 0, largest: [] };
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = gzipSync(await readFile(file)).length;
    if (/\.m?js$/.test(entry.name)) {
      result.js += size;
      result.files += 1;
      result.largest.push({ file: path.relative(outDir, file), gzip: size });
    } else if (entry.name.endsWith('.css')) {
      result.css += size;
      result.files += 1;
    } else if (entry.name === 'index.html' && entry.parentPath === outDir) {
      result.html = size;
    }
  }
  result.largest = result.largest.sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  return result;
}

export async function buildAndMeasureAdmin(target: { supabaseUrl: string; anonKey: string; outDir: string }): Promise<AdminBundleMeasurement> {
  await buildAdmin({ supabaseUrl: target.supabaseUrl, anonKey: target.anonKey, quiet: true }, target.outDir);
  return measureAdminBundle(target.outDir);
}

export function formatAdminBundle(admin: AdminBundleMeasurement | undefined, error?: string): string[] {
  if (error) return ['Admin console (gzip)', `  not measured: ${error.split('\n')[0]}`];
  if (!admin) return [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    'Admin console (gzip; loaded only under /admin/)',
    `  JavaScript ${kb(admin.js)}, CSS ${kb(admin.css)}, HTML ${kb(admin.html)} (${admin.files} files)`,
    ...(admin.largest.length ? [`  largest: ${admin.largest.map((f) => `${f.file.replace(/^.*\//, '')} ${kb(f.gzip)}`).join(', ')}`] : []),
  ];
}
