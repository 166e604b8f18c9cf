/**
 * Registers the site's own client directives with Astro (astro.config.mjs adds this integration).
 * `client:interaction` (./interaction.ts) is how every reader-site island hydrates: see docs/islands.md.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function siteDirectives(): AstroIntegration {
  return {
    name: 'rd:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
        // Loads an island only for a reader the head script found signed in (./signed-in.ts).
        addClientDirective({ name: 'signed-in', entrypoint: fileURLToPath(new URL('./signed-in.ts', import.meta.url)) });
      },
    },
  };
}
