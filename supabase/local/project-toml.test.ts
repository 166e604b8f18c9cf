import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectToml, tomlSection } from './project-toml.ts';

describe('readProjectToml', () => {
  it('reads nested tables of the project file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'toml-'));
    const file = path.join(dir, 'config.toml');
    writeFileSync(file, '[api]\nschemas = ["public", "extra"]\n\n[auth.rate_limit]\ntoken_verifications = 7\n');
    const toml = readProjectToml(file);
    expect(tomlSection(toml, 'api').schemas).toEqual(['public', 'extra']);
    expect(tomlSection(toml, 'auth.rate_limit').token_verifications).toBe(7);
    expect(tomlSection(toml, 'storage')).toEqual({});
  });

  it('answers an empty table for a missing file', () => {
    expect(readProjectToml('/nonexistent/config.toml')).toEqual({});
  });
});
