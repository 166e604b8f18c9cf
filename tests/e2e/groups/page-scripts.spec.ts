/**
 * The reading groups' JavaScript loads on their own pages only: counted in the built files as the bench
 * counts them (scripts/bench/measure-bytes.ts), for a signed-out and a signed-in reader, before and after every
 * interaction. What the groups pages load beyond what /settings/ loads (React, supabase-js, the signed-in base) is
 * the groups' code; no other page loads any of it, except that the dashboard's card shares the list of the reader's
 * groups, and even the dashboard loads none of the groups pages' islands; and the sign-in page loads the few lines
 * that carry a kept invitation into a new account (site/lib/groups/pending-invite.ts and the token's pattern); and the
 * week's guide, opened from a group, loads the group's addresses (lib/groups/group-address.ts) to lead its QR code
 * there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATED_LOCALES } from '@lib/editions/registry.ts';
import { JavaScriptSizer } from '../../../scripts/bench/measure-bytes.ts';
import { expect, test } from '../fixtures.ts';

const GROUP_PAGES = ['groups/index.html', 'groups/group/index.html', 'groups/join/index.html'];
/** A page in every edition: /nl/groups/ is a groups page too, and /es/dashboard/ a dashboard. */
const inEveryEdition = (page: string) => [page, ...TRANSLATED_LOCALES.map((code) => `${code}/${page}`)];
const ALL_GROUP_PAGES = GROUP_PAGES.flatMap(inEveryEdition);
const DASHBOARDS = inEveryEdition('dashboard/index.html');
const SIGN_IN_PAGES = inEveryEdition('auth/index.html');
/** What sign-up needs of the groups: the kept invitation, which it writes into the new account. */
const CARRIES_THE_INVITATION = /^\/_astro\/(pending-invite|invite-link)\.[\w-]+\.js$/;
/** The guide's pages (/groups/guide/ and each week's, in every edition) and the one module of the groups they load. */
const GUIDE_PAGE = new RegExp(`^((${TRANSLATED_LOCALES.join('|')})/)?groups/guide/`);
const LEADS_TO_THE_GROUP = /^\/_astro\/group-address\.[\w-]+\.js$/;
/** Which pages each edition has (site/lib/i18n/edition-routes.ts): every island that links across the site uses it. */
const EDITIONS_PAGE_LIST = /^\/_astro\/edition-routes\.[\w-]+\.js$/;

function builtPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !/^(admin|pagefind|_astro)\//.test(file));
}

/** Every script file the page may load, in any of the bench's four cases. */
function scriptsOf(sizer: JavaScriptSizer, dir: string, file: string): Set<string> {
  const html = readFileSync(path.join(dir, file), 'utf8');
  const pagePath = `/${file.replace(/index\.html$/, '')}`;
  const files = new Set<string>();
  for (const [afterInteraction, signedIn] of [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ]) {
    for (const loaded of sizer.forPage(html, pagePath, afterInteraction, signedIn).paths) files.add(loaded);
  }
  return files;
}

function islandComponents(dir: string, file: string): string[] {
  const html = readFileSync(path.join(dir, file), 'utf8');
  return [...html.matchAll(/<astro-island\b[^>]*\scomponent-url="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((url) => /\/(GroupsHome|GroupPage|JoinGroup)\./.test(url));
}

test('no page but the groups pages loads the groups JavaScript', () => {
  const dir = process.env.E2E_SITE_DIR!;
  const sizer = new JavaScriptSizer(dir);
  const pages = builtPages(dir);
  for (const page of [...GROUP_PAGES, 'dashboard/index.html', 'settings/index.html', 'practice/index.html']) expect(pages, page).toContain(page);

  const islands = GROUP_PAGES.flatMap((page) => islandComponents(dir, page));
  expect(islands, 'each groups page has its own island').toHaveLength(3);
  // What the other account pages load before their lower sections (settings' load as the reader scrolls) is not the
  // groups', nor is the editions' page list, which the home page and the dashboard load too.
  const base = new Set(['settings/index.html', 'practice/index.html'].flatMap((page) => [...scriptsOf(sizer, dir, page)]));
  const groupsCode = new Set(
    GROUP_PAGES.flatMap((page) => [...scriptsOf(sizer, dir, page)]).filter((file) => !base.has(file) && !EDITIONS_PAGE_LIST.test(file)),
  );
  for (const island of islands) expect(groupsCode, island).toContain(island);

  const leaks: string[] = [];
  for (const page of pages.filter((p) => !ALL_GROUP_PAGES.includes(p))) {
    const loaded = scriptsOf(sizer, dir, page);
    const found = DASHBOARDS.includes(page)
      ? islands.filter((f) => loaded.has(f))
      : [...groupsCode].filter(
          (f) => loaded.has(f) && !(SIGN_IN_PAGES.includes(page) && CARRIES_THE_INVITATION.test(f)) && !(GUIDE_PAGE.test(page) && LEADS_TO_THE_GROUP.test(f)),
        );
    if (found.length) leaks.push(`${page}: ${found.join(', ')}`);
  }
  expect(leaks).toEqual([]);
});
