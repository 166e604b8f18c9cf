/**
 * The phone menu (MobileDrawer.astro): a modal dialog opened by the header's menu button.
 * Loaded on every page with the layout's other scripts in one file (BaseLayout.astro).
 */
const dialog = document.getElementById('mobile-drawer') as HTMLDialogElement | null;
const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
if (dialog && opener) {
  opener.addEventListener('click', () => {
    if (dialog.open) return;
    dialog.showModal();
    opener.setAttribute('aria-expanded', 'true');
    // The first item shown: signed-in and signed-out items are both in the list, one set hidden by CSS.
    [...dialog.querySelectorAll<HTMLElement>('nav a, nav button')].find((item) => item.getClientRects().length > 0)?.focus();
  });
  dialog.querySelector('[data-drawer-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the <dialog> itself; clicks on its contents land on its children.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Escape closes a modal dialog natively and fires "close" like every other way out.
  dialog.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
  // Growing past the md breakpoint hides the drawer with CSS; close it so the page is not left inert.
  window.matchMedia('(min-width: 48rem)').addEventListener('change', (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
}

// A module, so that its names stay its own.
export {};
