/** The e-mail's frequency for a signed-in reader whose account address is subscribed. */
import { useEffect, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { isFrequency, type Frequency } from '@lib/newsletter/frequency.ts';
import { myNewsletterFrequency, setMyNewsletterFrequency } from '../../data/newsletter.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import FrequencyFieldset from '../newsletter/FrequencyFieldset.tsx';
import { useT } from '../i18n/IslandMessages.tsx';
import { untranslatedError } from '@lib/i18n/untranslated-error.ts';

type Loaded = { kind: 'loading' } | { kind: 'not-subscribed' } | { kind: 'failed' } | { kind: 'subscribed'; choice: Frequency };

export default function NewsletterSection({ client, email }: { client: SupabaseClient<Database>; email: string }) {
  const t = useT();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void myNewsletterFrequency(client).then(({ data, error }) => {
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
    const { error } = await setMyNewsletterFrequency(client, state.choice);
    setBusy(false);
    if (error) return toast(untranslatedError(t.locale, error.message, t('settings.newsletter.failed')), 'error');
    toast(t(state.choice === 'daily' ? 'settings.newsletter.savedDaily' : 'settings.newsletter.savedWeekly'));
  }

  return (
    <section className={card} aria-labelledby="newsletter-heading" data-testid="settings-newsletter">
      <h2 id="newsletter-heading" className={cardTitle}>
        {t('settings.newsletter.heading')}
      </h2>
      {state.kind === 'loading' && (
        <p className={`mt-4 ${muted}`} aria-busy="true">
          {t('settings.loading')}
        </p>
      )}
      {state.kind === 'failed' && <p className={`mt-4 ${muted}`}>{t('settings.newsletter.failedToLoad')}</p>}
      {state.kind === 'not-subscribed' && <p className={`mt-4 ${muted}`}>{t('settings.newsletter.notSubscribed', { email })}</p>}
      {state.kind === 'subscribed' && (
        <form onSubmit={save} className="mt-4 space-y-4">
          <FrequencyFieldset
            name="settings-frequency"
            value={state.choice}
            onChange={(choice) => setState({ kind: 'subscribed', choice })}
            labels={{
              legend: t('settings.frequency.legend'),
              daily: { label: t('settings.frequency.daily'), hint: t('settings.frequency.dailyHint') },
              weekly: { label: t('settings.frequency.weekly'), hint: t('settings.frequency.weeklyHint') },
            }}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('settings.saving') : t('settings.newsletter.save')}
          </button>
        </form>
      )}
    </section>
  );
}
