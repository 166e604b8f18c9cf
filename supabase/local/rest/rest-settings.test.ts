import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REST_SETTINGS, restSettingsFromToml } from './rest-settings.ts';

function toml(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rest-settings-')), 'config.toml');
  writeFileSync(file, text);
  return file;
}

describe('restSettingsFromToml', () => {
  it('reads the exposed schemas and max_rows from [api], with aggregates on', () => {
    expect(restSettingsFromToml(toml('[api]\nschemas = ["public", "graphql_public"]\nmax_rows = 500\n'))).toEqual({
      schemas: ['public', 'graphql_public'],
      maxRows: 500,
      aggregates: true,
    });
  });

  it('falls back to public and no row cap when the keys are missing or malformed', () => {
    expect(restSettingsFromToml(toml('[api]\nschemas = []\nmax_rows = "many"\n'))).toEqual(DEFAULT_REST_SETTINGS);
    expect(restSettingsFromToml('/nonexistent/config.toml')).toEqual(DEFAULT_REST_SETTINGS);
  });

  it('matches the project file: public only, 1000 rows', () => {
    const settings = restSettingsFromToml(path.resolve(import.meta.dirname, '../../config.toml'));
    expect(settings.schemas).toEqual(['public']);
    expect(settings.maxRows).toBe(1000);
  });
});
