/**
 * The search overlay (SearchOverlay.astro): opened by any [data-search-open] or by "/", its search code loaded
 * on the first opening.
 * Loaded on every page with the layout's other scripts in one file (BaseLayout.astro).
 */
const dialog = document.getElementById('search-overlay') as HTMLDialogElement | null;
const input = dialog?.querySelector<HTMLInputElement>('#search-overlay-query');
const status = dialog?.querySelector<HTMLElement>('[data-search-status]');
const list = dialog?.querySelector<HTMLElement>('[data-search-results]');
let returnTo: HTMLElement | null = null;
let attached = false;

/** Typing "/" into a field, or anything editable, is text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

function openSearch(from: Element | null) {
  if (!dialog || !input || !status || !list || dialog.open) return;
  // Opened from the phone menu: close the menu first, and come back to its button.
  const host = from?.closest('dialog');
  if (host && host !== dialog) {
    host.close();
    returnTo = document.querySelector<HTMLElement>(`[aria-controls="${host.id}"]`);
  } else {
    returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }
  dialog.showModal();
  input.focus();
  if (!attached) {
    attached = true;
    void import('../search/fulltext-search.ts').then(({ attachFullTextSearch }) => attachFullTextSearch({ input, status, list }));
  }
}

if (dialog && input) {
  input.form?.addEventListener('submit', (event) => event.preventDefault());
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.('[data-search-open]');
    if (!trigger) return;
    event.preventDefault();
    openSearch(trigger);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isTyping(event.target)) return;
    event.preventDefault();
    openSearch(null);
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the <dialog> itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Following a link inside (a result, the filters) leaves the overlay behind, also for an in-page anchor.
  dialog.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('a[href]')) return;
    returnTo = null; // the reader is going where the link leads, not back to the opener
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    returnTo?.focus();
    returnTo = null;
  });
}

// A module, so that its names stay its own.
export {};
