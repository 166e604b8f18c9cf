/**
 * The devotional bookmark toggle: one user_saved_devotionals row per reader and devotional.
 * The button is in the page already (DevotionalActions.astro); this reads the saved state and makes it live.
 */
import { toast } from '../lib/toast.ts';
import { addBookmark, readBookmark, removeBookmark } from '../data/bookmarks.ts';
import type { SignedInContext } from './context.ts';
import { say, signedInMessages } from './messages.ts';

export async function mount(element: HTMLElement, { client, session }: SignedInContext): Promise<void> {
  const devotionalId = element.dataset.devotionalId!;
  const button = element.querySelector<HTMLButtonElement>('[data-bookmark-toggle]')!;
  const label = button.querySelector<HTMLElement>('[data-bookmark-label]')!;
  let saved = false;
  let busy = false;
  // The button's words in the page's edition, as the page wrote "Bookmark" before this code arrived.
  const words = await signedInMessages();

  const show = () => {
    button.setAttribute('aria-pressed', String(saved));
    label.textContent = saved ? words['signedIn.bookmark.bookmarked'] : words['signedIn.bookmark.label'];
    button.querySelector('path')?.setAttribute('fill', saved ? 'currentColor' : 'none');
  };

  const { data, error } = await readBookmark(client, session.user.id, devotionalId);
  if (error) console.error('Could not read the bookmark:', error.message);
  saved = Boolean(data);
  show();
  button.disabled = false;

  button.addEventListener('click', async () => {
    if (busy) return;
    const { data: current } = await client.auth.getSession();
    if (!current.session) {
      toast(await say('signedIn.bookmark.signIn'), 'error');
      return;
    }
    busy = true;
    button.setAttribute('aria-busy', 'true');
    const userId = current.session.user.id;
    if (saved) {
      const { error: removeError } = await removeBookmark(client, userId, devotionalId);
      if (removeError) toast(await say('signedIn.bookmark.removeFailed'), 'error');
      else {
        saved = false;
        toast(await say('signedIn.bookmark.removed'));
      }
    } else {
      const { error: addError } = await addBookmark(client, userId, devotionalId);
      // 23505: already saved (another tab); the bookmark exists either way.
      if (addError && addError.code !== '23505') toast(await say('signedIn.bookmark.addFailed'), 'error');
      else {
        saved = true;
        toast(await say('signedIn.bookmark.added'));
      }
    }
    show();
    busy = false;
    button.removeAttribute('aria-busy');
  });
}
