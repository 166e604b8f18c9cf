/**
 * The not-found answers a static host gives inside a section of the site. Cloudflare Pages serves the nearest
 * 404.html (walking up from the requested path) with status 404 when no rule and no file match, and so does
 * scripts/serve-static.ts. Status 404 keeps crawlers from indexing a missing page, and each page then sends the
 * reader where the spec says:
 * - /devotional/{unknown or not yet released}/ → the home page;
 * - /confessions/{unknown}/ → the confessions index;
 * - /admin/{anything the rules do not list} → the console itself, which shows its own "not found" screen;
 * - /embed/{unknown} → a card that says so (site/pages/[...lang]/embed/404.astro; under /nl/embed/ in Dutch), in the
 *   cards' style, since it shows in a frame on another site.
 */
import { copyFile, mkdir, rename, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '@lib/escape.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { translator } from '@lib/i18n/messages.ts';

export interface SectionNotFound {
  /** The folder the page is written to, relative to the build. */
  dir: string;
  /** Where the reader is sent. */
  to: string;
  title: string;
  message: string;
  linkText: string;
  /** The page's language (default en). */
  lang?: Locale;
}

export const SECTION_NOT_FOUND: SectionNotFound[] = [
  {
    dir: 'devotional',
    to: '/',
    title: 'Devotional not found',
    message: 'This devotional is not available.',
    linkText: "Go to today's devotional",
  },
  {
    dir: 'confessions',
    to: '/confessions/',
    title: 'Confession not found',
    message: 'This confession is not in the library.',
    linkText: 'Browse the confessions',
  },
];

/**
 * The same sections in a Dutch or Spanish edition: /nl/devotional/{unknown}/ goes to the Dutch home page,
 * in Dutch.
 */
export function editionSectionsNotFound(locale: Locale): SectionNotFound[] {
  const t = translator(locale);
  return [
    {
      dir: `${locale}/devotional`,
      to: localePath(locale, '/'),
      title: t('notFound.devotionalTitle'),
      message: t('notFound.devotionalMessage'),
      linkText: t('notFound.devotionalLink'),
      lang: locale,
    },
    {
      dir: `${locale}/confessions`,
      to: localePath(locale, '/confessions/'),
      title: t('notFound.confessionTitle'),
      message: t('notFound.confessionMessage'),
      linkText: t('notFound.confessionLink'),
      lang: locale,
    },
  ];
}

const OTHER_EDITIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** A page that sends the reader on at once (a meta refresh needs no script, so the CSP has nothing to allow). */
export function notFoundPage(section: SectionNotFound): string {
  const to = escapeHtml(section.to);
  return `<!doctype html>
<html lang="${section.lang ?? 'en'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="0; url=${to}" />
    <title>${escapeHtml(section.title)} | Reformed Devotionals</title>
    <link rel="canonical" href="${to}" />
  </head>
  <body>
    <main>
      <h1>${escapeHtml(section.title)}</h1>
      <p>${escapeHtml(section.message)} <a href="${to}">${escapeHtml(section.linkText)}</a>.</p>
    </main>
  </body>
</html>
`;
}

/**
 * Writes the sections' 404 pages and the console's (a copy of its page) into a build, and moves the cards' own
 * (built at embed/404/) to where the host looks for it.
 */
export async function writeNotFoundPages(outDir: string): Promise<void> {
  for (const section of [...SECTION_NOT_FOUND, ...OTHER_EDITIONS.flatMap(editionSectionsNotFound)]) {
    await mkdir(path.join(outDir, section.dir), { recursive: true });
    await writeFile(path.join(outDir, section.dir, '404.html'), notFoundPage(section));
  }
  await copyFile(path.join(outDir, 'admin/index.html'), path.join(outDir, 'admin/404.html'));
  // Each edition's own not-found page (site/pages/[lang]/404.astro) and its cards'
  // (site/pages/[...lang]/embed/404.astro), where the host looks for the nearest one.
  for (const dir of ['embed', ...OTHER_EDITIONS.flatMap((locale) => [locale, `${locale}/embed`])]) {
    await rename(path.join(outDir, dir, '404/index.html'), path.join(outDir, dir, '404.html'));
    await rmdir(path.join(outDir, dir, '404'));
  }
}
