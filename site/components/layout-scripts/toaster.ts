/**
 * The page's toast region (Toaster.astro): shows each toast() message, and a flash left by the page before.
 * Loaded on every page with the layout's other scripts in one file (BaseLayout.astro).
 */
import { addToast, removeToast, TOAST_DURATION_MS, TOAST_EVENT, type Toast, type ToastKind } from '../../lib/toast.ts';
import { showFlash } from '../../lib/flash.ts';

const KIND_CLASS: Record<ToastKind, string> = {
  success: 'border-l-amber-500',
  info: 'border-l-indigo-400',
  error: 'border-l-red-500',
};
const region = document.getElementById('rd-toaster')!;
const template = document.getElementById('rd-toast-template') as HTMLTemplateElement;

// The toasts on screen, oldest first, as site/lib/toast.ts keeps them (and caps them); each one's element by id.
let shown: Toast[] = [];
const elements = new Map<number, HTMLElement>();
let lastId = 0;

/** Makes `list` the toasts on screen: the element of every toast it no longer holds is taken away. */
function show(list: Toast[]) {
  for (const { id } of shown) {
    if (list.some((t) => t.id === id)) continue;
    elements.get(id)?.remove();
    elements.delete(id);
  }
  shown = list;
}

window.addEventListener(TOAST_EVENT, (event) => {
  const { message, kind = 'success' } = event.detail;
  const id = ++lastId;
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  item.classList.add(KIND_CLASS[kind]);
  item.querySelector('p')!.textContent = message;
  let timer = 0;
  const dismiss = () => {
    window.clearTimeout(timer);
    show(removeToast(shown, id));
  };
  // Hovering or focusing a toast holds it open, so nobody loses a message they are reading.
  const hold = () => window.clearTimeout(timer);
  const release = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
  };
  item.addEventListener('mouseenter', hold);
  item.addEventListener('focusin', hold);
  item.addEventListener('mouseleave', release);
  item.addEventListener('focusout', release);
  item.querySelector('button')!.addEventListener('click', dismiss);
  elements.set(id, item);
  region.append(item);
  show(addToast(shown, { id, message, kind }));
  release();
});

// A message left by the page before (site/lib/flash.ts) shows on whichever page the reader lands on, also a
// static one with no island, such as the home page after an account is deleted. Islands that show flashes
// themselves find it already taken.
showFlash();
