/**
 * Renders only some editions' pages when the build names them (SITE_BUILD_EDITIONS): scripts/build-site.ts runs one
 * Astro process per share of the editions, side by side, since Astro renders a site's pages in one thread
 * (scripts/static/build-parts.ts, lib/editions/build-parts.ts). Every route still answers getStaticPaths as usual;
 * the pages of other editions are left out before any is rendered. Without the variable every page is rendered.
 * Imported by astro.config.mjs, so its imports are relative (the config has no @lib alias).
 */
import type { AstroIntegration } from 'astro';
import { editionsFromEnv, inEditions } from '../../lib/editions/build-parts.ts';
import { LOCALES } from '../../lib/editions/registry.ts';

export default function editionPart(): AstroIntegration {
  return {
    name: 'rd:edition-part',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        const editions = editionsFromEnv(process.env.SITE_BUILD_EDITIONS, LOCALES);
        if (!editions) return;
        setPrerenderer((prerenderer) => ({
          ...prerenderer,
          getStaticPaths: async () => (await prerenderer.getStaticPaths()).filter(({ pathname }) => inEditions(pathname, editions)),
        }));
      },
    },
  };
}
