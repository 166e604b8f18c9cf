/**
 * Personal Notes: one note per reader and devotional. No note: the edit form. A saved
 * note: read-only with edit and delete. Editing: Update, and Cancel restores the saved text. A failed save keeps
 * the text in the box, with the error, so nothing typed is lost.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '@lib/database.types.ts';
import { editionDates } from '@lib/i18n/edition-dates.ts';
import { format } from '@lib/i18n/format.ts';
import { toast } from '../lib/toast.ts';
import type { SignedInContext } from './context.ts';
import { pageLocale, signedInMessages, type SignedInKey } from './messages.ts';

type Note = Pick<Tables<'devotional_notes'>, 'id' | 'note_content' | 'updated_at'>;

/** The panel's words and dates in the page's edition (issue 34); the page shows its own "Loading" until they arrive. */
export async function mount(element: HTMLElement, { client }: SignedInContext): Promise<void> {
  const words = await signedInMessages();
  const { instantDate } = editionDates(pageLocale());
  createRoot(element).render(
    <PersonalNotesEditor client={client} devotionalId={element.dataset.devotionalId!} say={(key) => words[key]} instantDate={instantDate} />,
  );
}

interface EditorProps {
  client: SupabaseClient<Database>;
  devotionalId: string;
  say: (key: SignedInKey) => string;
  instantDate: (timestamp: string) => string;
}

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-900`;
const secondary = `${button} border border-stone-300 text-stone-700 hover:bg-stone-100 dark:border-stone-600 dark:text-stone-200 dark:hover:bg-stone-800`;
const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-stone-300 dark:hover:bg-stone-800';

function PersonalNotesEditor({ client, devotionalId, say, instantDate }: EditorProps) {
  const [note, setNote] = useState<Note | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void (async () => {
      const { data: auth } = await client.auth.getSession();
      const userId = auth.session?.user.id;
      if (!userId) return setLoading(false);
      const { data, error: readError } = await client
        .from('devotional_notes')
        .select('id, note_content, updated_at')
        .eq('user_id', userId)
        .eq('devotional_id', devotionalId)
        .maybeSingle();
      if (readError) setLoadError(true);
      setNote(data);
      setLoading(false);
    })();
  }, [client, devotionalId]);

  if (loading) return <p className="text-stone-600 dark:text-stone-400">{say('signedIn.note.loading')}</p>;
  if (loadError) return <p className="text-stone-600 dark:text-stone-400">{say('signedIn.note.loadFailed')}</p>;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const text = draft.trim();
    const { data: auth } = await client.auth.getSession();
    const userId = auth.session?.user.id;
    if (!userId) return fail(say('signedIn.note.signIn'));
    if (!text) return fail(say('signedIn.note.empty'));
    setBusy(true);
    setError(null);
    const result = note
      ? await client
          .from('devotional_notes')
          .update({ note_content: text, updated_at: new Date().toISOString() })
          .eq('id', note.id)
          .select('id, note_content, updated_at')
          .single()
      : await client
          .from('devotional_notes')
          .insert({ user_id: userId, devotional_id: devotionalId, note_content: text })
          .select('id, note_content, updated_at')
          .single();
    setBusy(false);
    if (result.error || !result.data) return fail(say('signedIn.note.saveFailed'));
    toast(say(note ? 'signedIn.note.updated' : 'signedIn.note.saved'));
    setNote(result.data);
    setEditing(false);
  }

  function fail(message: string) {
    setError(message);
    toast(message, 'error');
  }

  async function remove() {
    if (!note || busy) return;
    if (!window.confirm(say('signedIn.note.confirmDelete'))) return;
    setBusy(true);
    const { error: deleteError } = await client.from('devotional_notes').delete().eq('id', note.id);
    setBusy(false);
    if (deleteError) return toast(say('signedIn.note.deleteFailed'), 'error');
    toast(say('signedIn.note.deleted'));
    setNote(null);
    setDraft('');
    setEditing(false);
  }

  if (note && !editing) {
    return (
      <div data-testid="note-view">
        <p className="whitespace-pre-wrap text-stone-800 dark:text-stone-200">{note.note_content}</p>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm text-stone-500 dark:text-stone-400">{format(say('signedIn.note.lastUpdated'), { date: instantDate(note.updated_at) })}</p>
          <div className="flex gap-1">
            <button
              type="button"
              className={iconButton}
              aria-label={say('signedIn.note.edit')}
              onClick={() => {
                setDraft(note.note_content);
                setError(null);
                setEditing(true);
              }}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
              </svg>
            </button>
            <button type="button" className={iconButton} aria-label={say('signedIn.note.delete')} onClick={remove} disabled={busy}>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </svg>
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={save} noValidate>
      <label htmlFor="personal-note" className="mb-2 block text-sm font-medium text-stone-700 dark:text-stone-300">
        {say('signedIn.note.label')}
      </label>
      <textarea
        id="personal-note"
        rows={6}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'personal-note-error' : undefined}
        placeholder={say('signedIn.note.placeholder')}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-50 dark:placeholder:text-stone-400"
      />
      {error && (
        <p id="personal-note-error" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="submit" className={primary} disabled={busy}>
          {busy ? say('signedIn.note.saving') : note ? say('signedIn.note.update') : say('signedIn.note.save')}
        </button>
        {note && (
          <button
            type="button"
            className={secondary}
            onClick={() => {
              setDraft(note.note_content);
              setError(null);
              setEditing(false);
            }}
          >
            {say('signedIn.note.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
