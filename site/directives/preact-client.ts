/**
 * The reader site's islands are React components, rendered to HTML at build time by React; in the browser they run
 * on preact core, which runs the same components in a fraction of React DOM's size (React DOM alone is 64 KB gzip,
 * more than the page budget; preact/compat would add 3 KB the islands do not need). Only the client build is
 * redirected: `react` to ./preact/react.ts (preact's element, context and hooks), the JSX runtime to preact's, and
 * @astrojs/react's renderer to ./preact/renderer.ts, which hydrates with preact and renames the props React names
 * differently (./preact/props.ts). The build's server render stays React. The admin console is a separate Vite build
 * and keeps React. See docs/islands.md for what islands may use.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const own = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const CLIENT_ALIASES: Record<string, string> = {
  react: own('./preact/react.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  '@astrojs/react/client.js': own('./preact/renderer.ts'),
};

export default function preactClient(): Plugin {
  return {
    name: 'rd:preact-client',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (this.environment?.name !== 'client') return null;
      // Nothing the browser runs may bring React DOM (64 KB gzip): the renderer above replaces its only user.
      if (id === 'react-dom' || id.startsWith('react-dom/'))
        this.error(`${importer ?? 'a client module'} imports ${id}, which the islands do not ship (docs/islands.md)`);
      const target = CLIENT_ALIASES[id];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
