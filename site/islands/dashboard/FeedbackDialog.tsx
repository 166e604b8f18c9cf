/**
 * Share Feedback: text 10-1000, country 2-100, optional rating 1-5. Stored pending; an admin
 * approves it, and approved feedback appears on the home page after the next build.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { firstFeedbackError } from '@lib/account/feedback.ts';
import { toast } from '../../lib/toast.ts';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/dashboard/ui.ts';

export default function FeedbackDialog({ client, open, onClose }: { client: SupabaseClient<Database>; open: boolean; onClose: () => void }) {
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
    if (!data.session) return toast('You must be logged in to submit feedback', 'error');
    const input = { feedbackText: text, country, rating: rating ? Number(rating) : null };
    const problem = firstFeedbackError(input);
    if (problem) return toast(problem, 'error');
    setBusy(true);
    const { error } = await client.from('user_feedback').insert({
      user_id: data.session.user.id,
      feedback_text: text.trim(),
      country: country.trim(),
      rating: input.rating,
      status: 'pending',
    });
    setBusy(false);
    if (error) return toast('Failed to submit feedback. Please try again.', 'error');
    toast('Feedback submitted! It will appear after admin approval.');
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
          Share Feedback
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">Tell us how the devotionals help you. Approved feedback may appear on our home page.</p>
        <div>
          <label htmlFor="feedback-text" className={labelClass}>
            Your feedback
          </label>
          <textarea id="feedback-text" rows={5} maxLength={1000} className={inputClass} value={text} onChange={(e) => setText(e.target.value)} />
          <p className="mt-1 text-right text-xs text-stone-600 dark:text-stone-400">{text.length}/1000</p>
        </div>
        <div>
          <label htmlFor="feedback-country" className={labelClass}>
            Country
          </label>
          <input id="feedback-country" autoComplete="country-name" className={inputClass} value={country} onChange={(e) => setCountry(e.target.value)} />
        </div>
        <div>
          <label htmlFor="feedback-rating" className={labelClass}>
            Rating (optional)
          </label>
          <select id="feedback-rating" className={inputClass} value={rating} onChange={(e) => setRating(e.target.value)}>
            <option value="">No rating</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>{`${n} star${n === 1 ? '' : 's'}`}</option>
            ))}
          </select>
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Loading...' : 'Submit Feedback'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
