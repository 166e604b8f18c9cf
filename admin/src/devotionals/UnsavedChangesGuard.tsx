/**
 * Warns before an edit is lost: leaving the page (reload, close, another address) and following a link inside the
 * console while the form holds unsaved changes. react-admin's own `warnWhenUnsavedChanges` needs a data router, and
 * the console keeps a plain HashRouter (see App.tsx), so links are guarded here, before the router sees the click.
 *
 * `saved` comes from the form's save: react-hook-form counts a submit as successful whenever the submit handler
 * returns, and the save returns after a refused save too (its toast says why), so that flag would drop the guard
 * just when the edit is most at risk.
 */
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

export function UnsavedChangesGuard({ saved }: { saved: boolean }) {
  const { dirtyFields, isSubmitting } = useFormState();
  const translate = useTranslate();
  const unsaved = Object.keys(dirtyFields).length > 0 && !saved && !isSubmitting;

  useEffect(() => {
    if (!unsaved) return;
    const message = translate('ra.message.unsaved_changes');
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved, translate]);
  return null;
}
