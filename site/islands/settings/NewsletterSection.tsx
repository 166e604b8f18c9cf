/** The e-mail's frequency for a signed-in reader whose account address is subscribed (issue 21). */
import { useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { frequencySaved, isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import FrequencyFieldset from '../newsletter/FrequencyFieldset.tsx';

type Loaded = { kind: 'loading' } | { kind: 'not-subscribed' } | { kind: 'failed' } | { kind: 'subscribed'; choice: Frequency };

export default function NewsletterSection({ client, email }: { client: SupabaseClient<Database>; email: string }) {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void client.rpc('my_newsletter_frequency').then(({ data, error }) => {
      if (error) {
        console.error('Settings: could not load the e-mail preferences:', error.message);
        return setState({ kind: 'failed' });
      }
      setState(isFrequency(data) ? { kind: 'subscribed', choice: data } : { kind: 'not-subscribed' });
    });
  }, [client]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || state.kind !== 'subscribed') return;
    setBusy(true);
    const { error } = await client.rpc('set_my_newsletter_frequency', { frequency: state.choice });
    setBusy(false);
    if (error) return toast(error.message || 'Failed to save e-mail preferences', 'error');
    toast(frequencySaved(state.choice));
  }

  return (
    <section className={card} aria-labelledby="newsletter-heading" data-testid="settings-newsletter">
      <h2 id="newsletter-heading" className={cardTitle}>
        E-mail
      </h2>
      {state.kind === 'loading' && (
        <p className={`mt-4 ${muted}`} aria-busy="true">
          Loading...
        </p>
      )}
      {state.kind === 'failed' && <p className={`mt-4 ${muted}`}>Your e-mail preferences could not be loaded. Please reload the page.</p>}
      {state.kind === 'not-subscribed' && (
        <p className={`mt-4 ${muted}`}>{email} is not subscribed to the e-mail. Sign up at the bottom of any page, then choose daily or weekly here.</p>
      )}
      {state.kind === 'subscribed' && (
        <form onSubmit={save} className="mt-4 space-y-4">
          <FrequencyFieldset name="settings-frequency" value={state.choice} onChange={(choice) => setState({ kind: 'subscribed', choice })} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Saving...' : 'Save E-mail Preferences'}
          </button>
        </form>
      )}
    </section>
  );
}
