/**
 * Personal Notes: one note per reader and devotional. No note: the edit form. A saved
 * note: read-only with edit and delete. Editing: Update, and Cancel restores the saved text. A failed save keeps
 * the text in the box, with the error, so nothing typed is lost.
 * Plain DOM, built once and updated in place (the box keeps its focus and text across every change): as a
 * component it brought preact/compat, about 9 KB gzip, to every signed-in reader's devotional page.
 */
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { format } from '@lib/i18n/format.ts';
import { toast } from '../lib/toast.ts';
import { addNote, deleteNote, readNote, updateNote, type Note } from '../data/notes.ts';
import type { SignedInContext } from './context.ts';
import { pageLocale, signedInMessages, type SignedInKey } from './messages.ts';

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-900`;
const secondary = `${button} border border-stone-300 text-stone-700 hover:bg-stone-100 dark:border-stone-600 dark:text-stone-200 dark:hover:bg-stone-800`;
const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-300 dark:hover:bg-stone-800';
const icon = (path: string) =>
  `<svg aria-hidden="true" viewBox="0 0 24 24" class="h-4 w-4" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;
const EDIT_ICON = icon('M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4');
const DELETE_ICON = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');

/** An element with its attributes and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The panel's words and dates in the page's edition; the page shows its own "Loading" until they arrive. */
export async function mount(element: HTMLElement, { client }: SignedInContext): Promise<void> {
  const words = await signedInMessages();
  const say = (key: SignedInKey) => words[key];
  const { instantDate } = editionDates(pageLocale());
  const devotionalId = element.dataset.devotionalId!;
  let note: Note | null = null;
  let editing = false;
  let busy = false;
  let error: string | null = null;

  const viewText = el('p', { class: 'whitespace-pre-wrap text-stone-800 dark:text-stone-200' });
  const updated = el('p', { class: 'text-sm text-stone-500 dark:text-stone-400' });
  const editButton = el('button', { type: 'button', class: iconButton, 'aria-label': say('signedIn.note.edit') });
  const deleteButton = el('button', { type: 'button', class: iconButton, 'aria-label': say('signedIn.note.delete') });
  editButton.innerHTML = EDIT_ICON;
  deleteButton.innerHTML = DELETE_ICON;
  const view = el(
    'div',
    { 'data-testid': 'note-view' },
    viewText,
    el('div', { class: 'mt-3 flex items-center justify-between gap-3' }, updated, el('div', { class: 'flex gap-1' }, editButton, deleteButton)),
  );

  const box = el('textarea', {
    id: 'personal-note',
    rows: '6',
    placeholder: say('signedIn.note.placeholder'),
    class:
      'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-50 dark:placeholder:text-stone-400',
  });
  const errorLine = el('p', { id: 'personal-note-error', role: 'alert', class: 'mt-2 text-sm text-red-700 dark:text-red-400' });
  const submit = el('button', { type: 'submit', class: primary });
  const cancel = el('button', { type: 'button', class: secondary }, say('signedIn.note.cancel'));
  const actions = el('div', { class: 'mt-3 flex gap-2' }, submit);
  const form = el(
    'form',
    { novalidate: '' },
    el('label', { for: 'personal-note', class: 'mb-2 block text-sm font-medium text-stone-700 dark:text-stone-300' }, say('signedIn.note.label')),
    box,
    actions,
  );

  function show(part: HTMLElement): void {
    if (part.parentNode !== element) element.replaceChildren(part);
  }

  function render(): void {
    if (note && !editing) {
      viewText.textContent = note.note_content;
      updated.textContent = format(say('signedIn.note.lastUpdated'), { date: instantDate(note.updated_at) });
      deleteButton.disabled = busy;
      return show(view);
    }
    submit.disabled = busy;
    submit.textContent = busy ? say('signedIn.note.saving') : note ? say('signedIn.note.update') : say('signedIn.note.save');
    if (note) actions.append(cancel);
    else cancel.remove();
    errorLine.textContent = error ?? '';
    if (error) {
      box.after(errorLine);
      box.setAttribute('aria-invalid', 'true');
      box.setAttribute('aria-describedby', errorLine.id);
    } else {
      errorLine.remove();
      box.removeAttribute('aria-invalid');
      box.removeAttribute('aria-describedby');
    }
    show(form);
  }

  function fail(message: string): void {
    error = message;
    render();
    toast(message, 'error');
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const text = box.value.trim();
    const { data: auth } = await client.auth.getSession();
    const userId = auth.session?.user.id;
    if (!userId) return fail(say('signedIn.note.signIn'));
    if (!text) return fail(say('signedIn.note.empty'));
    busy = true;
    error = null;
    render();
    const result = note ? await updateNote(client, note.id, text) : await addNote(client, userId, devotionalId, text);
    busy = false;
    if (result.error || !result.data) return fail(say('signedIn.note.saveFailed'));
    toast(say(note ? 'signedIn.note.updated' : 'signedIn.note.saved'));
    note = result.data;
    editing = false;
    render();
  });

  editButton.addEventListener('click', () => {
    box.value = note?.note_content ?? '';
    error = null;
    editing = true;
    render();
  });

  cancel.addEventListener('click', () => {
    box.value = note?.note_content ?? '';
    error = null;
    editing = false;
    render();
  });

  deleteButton.addEventListener('click', async () => {
    if (!note || busy) return;
    if (!window.confirm(say('signedIn.note.confirmDelete'))) return;
    busy = true;
    render();
    const { error: deleteError } = await deleteNote(client, note.id);
    busy = false;
    if (deleteError) {
      render();
      return toast(say('signedIn.note.deleteFailed'), 'error');
    }
    toast(say('signedIn.note.deleted'));
    note = null;
    box.value = '';
    editing = false;
    render();
  });

  const { data: auth } = await client.auth.getSession();
  const userId = auth.session?.user.id;
  if (userId) {
    const { data, error: readError } = await readNote(client, userId, devotionalId);
    if (readError) return show(el('p', { class: 'text-stone-600 dark:text-stone-400' }, say('signedIn.note.loadFailed')));
    note = data;
  }
  render();
}
