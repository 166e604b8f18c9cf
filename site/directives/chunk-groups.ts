/**
 * Fewer, larger chunks for the signed-in pages (docs/islands.md, "Chunks"). Each script a page loads is compressed
 * on its own, so forty small chunks cost more than the same code in a few: a signed-in page loaded about 45 scripts
 * before interacting, a third of them under 300 bytes gzip. The client build groups:
 *
 * - `preact`: preact, its hooks, preact/compat and the JSX runtime, which every hydrated island loads together;
 * - `signed-in`: the code every signed-in page loads through site/signed-in/shell.ts (the shared session, the light
 *   client, PostgREST, the translation sync) that no signed-out reader's script or island needs;
 * - `account`: the code two or more account islands (dashboard, settings, groups, practice) share and no
 *   signed-out reader's code uses.
 *
 * A module a signed-out reader's code imports never joins `signed-in` or `account`, so a signed-out page loads
 * what it loaded before. The server builds keep Vite's own chunks.
 */
import type { Plugin } from 'vite';

const SHELL = /site[\\/]signed-in[\\/]shell\.ts$/;
/** Modules whose code only a signed-in reader loads: the shell and what it mounts, and the account islands. */
const SIGNED_IN_ROOT = /site[\\/](signed-in[\\/]|islands[\\/](SignedInShell|dashboard|settings|groups|practice)[\\/.])/;
const ACCOUNT_ISLAND = /site[\\/]islands[\\/](dashboard[\\/]Dashboard|settings[\\/]Settings|groups[\\/](GroupsHome|GroupPage)|practice[\\/]Practice)\.tsx$/;

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Every module `roots` import statically, the roots included. */
function closure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

export default function chunkGroups(): Plugin {
  let signedIn = new Set<string>();
  let account = new Set<string>();
  return {
    name: 'rd:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const graph = this as unknown as Graph;
      const ids = [...graph.getModuleIds()];
      // The starting points: entries and whatever is imported dynamically.
      const roots = ids.filter((id) => {
        const info = graph.getModuleInfo(id);
        return info !== null && (info.isEntry || info.dynamicImporters.length > 0);
      });
      const publicCode = closure(
        graph,
        roots.filter((id) => !SIGNED_IN_ROOT.test(id)),
      );
      const shell = closure(
        graph,
        ids.filter((id) => SHELL.test(id)),
      );
      signedIn = new Set([...shell].filter((id) => !publicCode.has(id)));
      // What two or more account islands import: one chunk rather than a dozen small ones.
      const uses = new Map<string, number>();
      for (const island of ids.filter((id) => ACCOUNT_ISLAND.test(id))) {
        for (const id of closure(graph, [island])) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      account = new Set(
        [...uses].filter(([id, count]) => count > 1 && !publicCode.has(id) && !signedIn.has(id) && !/node_modules/.test(id)).map(([id]) => id),
      );
    },
    // Grouping without each module's dependencies (which a signed-out page may share) needs entries that may export
    // more than they declare, and modules run in their import order whatever chunk holds them.
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 3 },
          ],
        },
      };
    },
  };
}
