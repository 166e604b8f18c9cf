/**
 * What the README and docs/ point at: Markdown links to files in the repository, and file paths cited in code
 * spans (`lib/dates.ts`). Both must resolve, so a moved or deleted file cannot leave the documentation behind.
 */
import path from 'node:path';

export interface Reference {
  /** The link target or the cited path, as written. */
  target: string;
  /** The repository path it resolves to. */
  resolved: string;
  line: number;
}

/** Top-level folders whose paths, when cited in a code span, name a file or folder of the repository. */
const REPOSITORY_ROOTS = ['site', 'admin', 'lib', 'supabase', 'scripts', 'tests', 'content', 'docs', 'bench', 'eslint-rules', '.ci'];
const CITED_PATH = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.@-]+)*\/?$/;

/** Links to other files (not web addresses or anchors in the same page), resolved from `file`'s folder. */
export function markdownLinks(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^([a-z]+:|#)/i.test(target)) continue;
      const withoutAnchor = target.replace(/#.*$/, '');
      found.push({ target, resolved: path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutAnchor)), line: index + 1 });
    }
  });
  return found;
}

/** Repository paths cited in code spans: `site/lib/offline/keep.ts`, `supabase/functions/`. Relative to the root. */
export function citedPaths(text: string): Reference[] {
  const found: Reference[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/`([^`\s]+)`/g)) {
      const target = match[1];
      const first = target.split('/')[0];
      if (!target.includes('/') || !REPOSITORY_ROOTS.includes(first) || !CITED_PATH.test(target)) continue;
      found.push({ target, resolved: target.replace(/\/$/, ''), line: index + 1 });
    }
  });
  return found;
}
