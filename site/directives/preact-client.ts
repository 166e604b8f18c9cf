/**
 * The reader site's islands are React components, rendered to HTML at build time by React; in the browser they run
 * on preact/compat, which runs the same components in a fraction of React DOM's size (React DOM alone is 64 KB gzip,
 * more than the page budget). Only the client build is redirected: the build's server render stays React.
 * The admin console is a separate Vite build and keeps React. See docs/islands.md for what islands may use.
 */
import type { Plugin } from 'vite';

const CLIENT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

export default function preactClient(): Plugin {
  return {
    name: 'rd:preact-client',
    enforce: 'pre',
    resolveId(id, importer, options) {
      const target = CLIENT_ALIASES[id];
      if (!target || this.environment?.name !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
