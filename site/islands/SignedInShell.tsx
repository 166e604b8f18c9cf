/**
 * The layout's carrier for the signed-in code: with client:signed-in it loads only for a reader found signed in,
 * and then starts site/signed-in/shell.ts (after hydration, so the build never runs browser code).
 */
import { useEffect } from 'react';

export default function SignedInShell() {
  useEffect(() => {
    void import('../signed-in/shell.ts');
  }, []);
  return null;
}
