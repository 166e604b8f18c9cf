import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, markdownLinks } from './links.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The layers' READMEs, where a newcomer lands, and the dated results: held to the same rule as docs/. */
const LAYER_READMES = ['site/README.md', 'admin/README.md', 'lib/README.md', 'scripts/README.md', 'tests/README.md'];
const DOCUMENTS = ['README.md', ...markdownFiles('docs'), ...LAYER_READMES, ...markdownFiles('bench/results')];

describe('links and cited paths in the READMEs, docs/ and bench/results/', () => {
  it('finds links and code-span paths, and resolves links from the linking file', () => {
    const text = 'See [the model](security.md#limits), [Supabase](https://supabase.com) and `lib/dates.ts`, not `/admin/`.';
    expect(markdownLinks('docs/deploy.md', text).map((r) => r.resolved)).toEqual(['docs/security.md']);
    expect(citedPaths(text).map((r) => r.resolved)).toEqual(['lib/dates.ts']);
    expect(citedPaths('`sb-<project>-auth-token` `{id}/audio.mp3` `supabase/functions/`').map((r) => r.resolved)).toEqual(['supabase/functions']);
  });

  it('the README stays short: at most 150 lines', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(DOCUMENTS)('%s: every link and cited path exists', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const missing = [...markdownLinks(file, text), ...citedPaths(text)]
      .filter((r) => !existsSync(path.join(ROOT, r.resolved)))
      .map((r) => `line ${r.line}: ${r.target}`);
    expect(missing).toEqual([]);
  });

  it('no file sends a reader outside the repository for the design (a design document or spec sections)', () => {
    // Built from parts so that this file does not match itself.
    const outside = ['ARCHITECTURE' + '\\.md', 'spec ' + '§'].join('|');
    const search = spawnSync('git', ['grep', '-l', '-E', outside, '--', '.'], { cwd: ROOT, encoding: 'utf8' });
    // git grep: 0 when something matched, 1 when nothing did.
    expect(search.status, search.stderr).toBe(1);
    expect(search.stdout).toBe('');
  });
});
