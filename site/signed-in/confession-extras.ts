/**
 * Signed-in extras on a confession page: a bookmark toggle on every question, article and section
 * (user_bookmarked_sections), labelled and answered in the page's language, and for admins a banner (count of loaded
 * sections, click-to-copy short id, Edit in Admin) in the console's English. Plain DOM: a long catechism has
 * hundreds of sections.
 */
import { format } from '@lib/i18n/format.ts';
import { toast } from '../lib/toast.ts';
import { adminRole } from '../data/roles.ts';
import { addSectionBookmark, removeSectionBookmark, sectionAnchors, sectionBookmarks } from '../data/section-bookmarks.ts';
import type { SignedInContext } from './context.ts';
import { signedInMessages, type SignedInKey } from './messages.ts';

export const CONFESSION_ID_COPIED = 'Confession ID copied';

type Words = Record<SignedInKey, string>;

const BOOKMARK_PATH = 'M6 3.5h12v17l-6-4.5-6 4.5z';

export async function mount(element: HTMLElement, { client, session }: SignedInContext): Promise<void> {
  const userId = session.user.id;
  // The page marks each section by its anchor only (a section's id would add kilobytes to a long catechism's
  // page): the ids come from the API with the reader's bookmarks.
  const [bookmarks, roles, sections] = await Promise.all([
    sectionBookmarks(client, userId),
    adminRole(client, userId),
    sectionAnchors(client, element.dataset.confessionId!),
  ]);
  if ((roles.data ?? []).length > 0) showAdminBanner(element);
  if (bookmarks.error || sections.error) {
    console.error('Could not load section bookmarks:', (bookmarks.error ?? sections.error)!.message);
    return;
  }
  const words = await signedInMessages();
  const saved = new Set((bookmarks.data ?? []).map((row) => row.section_id));
  const idOfAnchor = new Map((sections.data ?? []).map((row) => [row.url_slug, row.id]));
  for (const section of document.querySelectorAll<HTMLElement>('[data-section]')) {
    const id = idOfAnchor.get(section.id);
    if (id) section.prepend(bookmarkButton(section, id, saved, client, userId, words));
  }
}

function bookmarkButton(
  section: HTMLElement,
  id: string,
  saved: Set<string>,
  client: SignedInContext['client'],
  userId: string,
  words: Words,
): HTMLButtonElement {
  const label = format(words['signedIn.section.bookmark'], { label: sectionLabel(section) ?? words['signedIn.section.this'] });
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.sectionBookmark = id;
  button.className =
    'order-last float-right ml-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden dark:text-brand-100 dark:hover:bg-stone-800';
  button.innerHTML = `<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"><path d="${BOOKMARK_PATH}"/></svg>`;
  const show = () => {
    const on = saved.has(id);
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', label);
    button.querySelector('path')!.setAttribute('fill', on ? 'currentColor' : 'none');
  };
  show();
  let busy = false;
  button.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    if (saved.has(id)) {
      const { error } = await removeSectionBookmark(client, userId, id);
      if (error) toast(words['signedIn.bookmark.removeFailed'], 'error');
      else {
        saved.delete(id);
        toast(words['signedIn.bookmark.removed']);
      }
    } else {
      const { error } = await addSectionBookmark(client, userId, id);
      if (error && error.code !== '23505') toast(words['signedIn.bookmark.addFailed'], 'error');
      else {
        saved.add(id);
        toast(words['signedIn.section.added']);
      }
    }
    show();
    busy = false;
  });
  return button;
}

function showAdminBanner(element: HTMLElement): void {
  const id = element.dataset.confessionId!;
  const count = Number(element.dataset.sectionCount) || 0;
  const banner = document.createElement('div');
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', 'Admin tools');
  // The console's words stay English in every edition, marked so a screen reader says them as English.
  banner.lang = 'en';
  banner.dataset.testid = 'admin-banner';
  banner.className =
    'mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 print:hidden dark:border-amber-700 dark:bg-stone-900 dark:text-amber-100';
  const info = document.createElement('span');
  info.className = 'font-semibold';
  info.textContent = `Admin view: ${count} ${count === 1 ? 'section' : 'sections'} loaded`;
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.className =
    'rounded-md border border-amber-400 px-2 py-1 font-mono text-xs hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-amber-600 dark:hover:bg-stone-800';
  copy.textContent = `ID: ${id.slice(0, 8)}`;
  copy.setAttribute('aria-label', `Copy confession ID ${id.slice(0, 8)}`);
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast(CONFESSION_ID_COPIED);
    } catch {
      toast('Could not copy the confession ID', 'error');
    }
  });
  const edit = document.createElement('a');
  edit.href = `/admin/confessions/${id}`;
  edit.className =
    'ml-auto inline-flex items-center rounded-full bg-brand-700 px-4 py-1.5 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  edit.textContent = 'Edit in Admin';
  banner.append(info, copy, edit);
  element.append(banner);
}

/**
 * How a section is named ("Question 7", "Article 3: …"): its data-section-label, or for a catechism question, which
 * carries none (a Larger Catechism page would be about 1 KB gzip heavier), the number its heading shows ("Question 7.",
 * the words for screen readers included) without the full stop.
 */
function sectionLabel(section: HTMLElement): string | undefined {
  if (section.dataset.sectionLabel) return section.dataset.sectionLabel;
  const number = section.querySelector('.section-number')?.textContent?.trim();
  return number ? number.replace(/\.$/, '') : undefined;
}
