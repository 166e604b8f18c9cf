import { useState } from 'react';

// supabase-js loads on the press (data/newsletter-links.ts), not with the page.
import { newsletterLinkAction } from '../data/newsletter-links.ts';

interface Props {
  action: 'confirm' | 'unsubscribe';
  label: string;
  pendingLabel: string;
  /** The edition's words for a failure, and its pages for the outcomes (English by default). */
  failed?: string;
  doneHref?: string;
  invalidHref?: string;
}

const FAILED = "We couldn't do that just now. Please try again in a moment.";

/**
 * The button on the page an e-mail link opens (/newsletter/confirm/, /newsletter/unsubscribe/). The link itself
 * changes nothing, because mail scanners follow links; this button POSTs the link's token to the newsletter
 * function and then shows the page for the outcome.
 */
export default function NewsletterLinkAction({
  action,
  label,
  pendingLabel,
  failed = FAILED,
  doneHref = action === 'confirm' ? '/newsletter/confirmed/' : '/newsletter/unsubscribed/',
  invalidHref = '/newsletter/invalid-link/',
}: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function press() {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    setPending(true);
    setError(null);
    try {
      const { error: invokeError } = await newsletterLinkAction(action, token);
      if (!invokeError) {
        window.location.assign(doneHref);
        return;
      }
      const status = (invokeError as { context?: Response }).context?.status;
      if (status === 404) {
        window.location.assign(invalidHref);
        return;
      }
      console.error(`Newsletter ${action} failed`, invokeError);
      setError(failed);
    } catch (caught) {
      console.error(`Newsletter ${action} failed`, caught);
      setError(failed);
    }
    setPending(false);
  }

  return (
    <div className="flex flex-col items-center gap-3" data-testid="newsletter-link-action">
      <button
        type="button"
        onClick={press}
        disabled={pending}
        className="rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900"
      >
        {pending ? pendingLabel : label}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
