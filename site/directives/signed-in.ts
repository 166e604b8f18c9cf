/**
 * `client:signed-in`: the island loads (component, renderer and all) only when the head script has found a stored
 * session (html[data-auth="in"], SessionHint.astro). A signed-out reader downloads none of its files: the
 * directive itself is a few bytes Astro inlines into the page. Used by the layout's SignedInShell island, which
 * starts site/signed-in/shell.ts after the first paint.
 */
import type { ClientDirective } from 'astro';

const signedInDirective: ClientDirective = (load) => {
  if (document.documentElement.dataset.auth !== 'in') return;
  void load().then((hydrate) => hydrate());
};

export default signedInDirective;
