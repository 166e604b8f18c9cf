/**
 * Share Feedback: text 10-1000, country 2-100, optional rating 1-5. Stored pending; an admin
 * approves it, and approved feedback appears on the home page after the next build.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { firstFeedbackError } from '@lib/account/feedback.ts';
import { sendFeedback } from '../../data/feedback.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function FeedbackDialog({ client, open, onClose }: { client: PageClient; open: boolean; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [country, setCountry] = useState('');
  const [rating, setRating] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { data } = await client.auth.getSession();
    if (!data.session) return toast(t('dashboard.feedback.signIn'), 'error');
    const input = { feedbackText: text, country, rating: rating ? Number(rating) : null };
    const problem = firstFeedbackError(input);
    if (problem) return toast(problem, 'error');
    setBusy(true);
    const { error } = await sendFeedback(client, { userId: data.session.user.id, text: text.trim(), country: country.trim(), rating: input.rating });
    setBusy(false);
    if (error) return toast(t('dashboard.feedback.failed'), 'error');
    toast(t('dashboard.feedback.sent'));
    setText('');
    setCountry('');
    setRating('');
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="feedback-title"
      className="m-auto w-full max-w-lg rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50 dark:bg-stone-900 dark:text-stone-100"
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id="feedback-title" className="font-serif text-2xl font-semibold">
          {t('dashboard.feedback.title')}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">{t('dashboard.feedback.lead')}</p>
        <div>
          <label htmlFor="feedback-text" className={labelClass}>
            {t('dashboard.feedback.text')}
          </label>
          <textarea id="feedback-text" rows={5} maxLength={1000} className={inputClass} value={text} onChange={(e) => setText(e.target.value)} />
          <p className="mt-1 text-right text-xs text-stone-600 dark:text-stone-400">{text.length}/1000</p>
        </div>
        <div>
          <label htmlFor="feedback-country" className={labelClass}>
            {t('dashboard.feedback.country')}
          </label>
          <input id="feedback-country" autoComplete="country-name" className={inputClass} value={country} onChange={(e) => setCountry(e.target.value)} />
        </div>
        <div>
          <label htmlFor="feedback-rating" className={labelClass}>
            {t('dashboard.feedback.rating')}
          </label>
          <select id="feedback-rating" className={inputClass} value={rating} onChange={(e) => setRating(e.target.value)}>
            <option value="">{t('dashboard.feedback.noRating')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t.plural('dashboard.feedback.stars', n)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.feedback.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('dashboard.loading') : t('dashboard.feedback.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
