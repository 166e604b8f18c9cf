/**
 * `client:signed-in`: the island loads only when the head script has found a stored session (html[data-auth="in"],
 * head-scripts/session-hint.js). A signed-out reader downloads none of its files: the directive itself is a few bytes Astro
 * inlines into the page. Used by the layout's SignedInShell island, which renders nothing and whose module starts
 * site/signed-in/shell.ts when it loads. So the island's renderer is not loaded at all: without a renderer-url,
 * <astro-island> imports the component module and hydrates with a no-op (astro-island.js).
 */
import type { ClientDirective } from 'astro';

const signedInDirective: ClientDirective = (load, _options, island) => {
  if (document.documentElement.dataset.auth !== 'in') return;
  island.removeAttribute('renderer-url');
  void load().then((hydrate) => hydrate());
};

export default signedInDirective;
