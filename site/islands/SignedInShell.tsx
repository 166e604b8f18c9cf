/**
 * The layout's carrier for the signed-in code: with client:signed-in it loads only for a reader found signed in.
 * It renders nothing, so it needs no renderer: the directive drops the island's renderer (preact/compat, about 9 KB
 * gzip) and loading this module is what starts site/signed-in/shell.ts. The build imports it too (to render
 * nothing), where there is no document and nothing starts.
 */
export default function SignedInShell() {
  return null;
}

if (typeof document !== 'undefined') void import('../signed-in/shell.ts');
