/**
 * Bible Translation: on the English pages the KJV or the BSB, kept with the account (user_preferences.bible_translation)
 * and applied on this device at once; other devices take it up when they next open the site signed in. On the Dutch
 * and Spanish pages the edition's own Bible first, then the English two, kept in that edition's row of reader_bibles.
 */
import { useState, type FormEvent } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { isTranslation, TRANSLATIONS, translationsFor, type BibleId } from '@lib/scripture/translations.ts';
import { saveEditionBible } from '../../data/edition-bible.ts';
import { applyTranslation } from '../../lib/translation.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, labelClass, muted, primaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function TranslationSection({ client, userId, initial }: { client: PageClient; userId: string; initial: BibleId }) {
  const t = useT();
  const [translation, setTranslation] = useState<BibleId>(initial);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const { error } = await saveEditionBible(client, userId, t.locale, translation);
    setBusy(false);
    if (error) return toast(t('settings.translation.failed'), 'error');
    // This device's choice is the English pages' one (site/lib/translation.ts).
    if (t.locale === 'en' && isTranslation(translation)) applyTranslation(translation);
    toast(t('settings.translation.saved'));
  }

  return (
    <section className={card} aria-labelledby="translation-heading">
      <h2 id="translation-heading" className={cardTitle}>
        {t('settings.translation.heading')}
      </h2>
      <p className={`mt-1 ${muted}`}>{t('settings.translation.lead')}</p>
      <form onSubmit={save} className="mt-4 space-y-4">
        <fieldset>
          <legend className={labelClass}>{t('settings.translation.legend')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {translationsFor(t.locale).map((id) => (
              <label key={id} className="inline-flex items-center gap-2 text-stone-800 dark:text-stone-200">
                <input
                  type="radio"
                  name="bible-translation"
                  value={id}
                  checked={translation === id}
                  onChange={() => setTranslation(id)}
                  className="accent-brand-700"
                />
                {TRANSLATIONS[id].name} ({TRANSLATIONS[id].abbreviation})
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? t('settings.loading') : t('settings.translation.save')}
        </button>
      </form>
    </section>
  );
}
