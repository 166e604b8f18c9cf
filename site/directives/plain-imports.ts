/**
 * Parts loaded on use are plain `import()`s in the client build (docs/islands.md, "Chunks"). Vite wraps each dynamic
 * import in its preload helper, which fetches the imported chunk's own imports alongside it from a list of file names
 * written into the importing chunk; the helper and those lists came to about 2 KB gzip on every signed-in page before
 * any interaction, more than a page's first view can spare. Without them a part loaded on use fetches its imports when
 * it arrives. The helper's other task, loading a chunk's CSS, has nothing to do here: the site's code imports no CSS
 * (Astro's styles are in the page), and the build fails if a chunk loaded on use ever does.
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

export default function plainImports(): Plugin {
  return {
    name: 'rd:plain-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
    load(id) {
      if (id === PRELOAD_HELPER) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      const dynamic = new Set(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? output.dynamicImports : [])));
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && dynamic.has(output.fileName) && output.viteMetadata?.importedCss.size) {
          this.error(`${output.fileName} is loaded on use and imports CSS, which plain import() does not load (site/directives/plain-imports.ts)`);
        }
      }
    },
  };
}
