/**
 * /settings: profile, audio preferences, Bible translation, daily reminders, e-mail frequency, account, offline copies, and the
 * reader's own data (download it, delete the account); Back to Dashboard. Signed-out visitors go to /auth. The
 * sections after Audio load when the reader scrolls to them (./LaterSections.tsx).
 */
import { useEffect, useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { preferencesFromRow, type AudioPreferences } from '@lib/account/audio-preferences.ts';
import { showFlash } from '../../lib/flash.ts';
import { toast } from '../../lib/toast.ts';
import { requireSession } from '../../signed-in/require-session.ts';
import { muted, textLink } from '../../lib/dashboard/ui.ts';
import ProfileSection from './ProfileSection.tsx';
import type { ProfileRow } from '../../data/profiles.ts';
import AudioPreferencesSection from './AudioPreferencesSection.tsx';
import type { BibleId } from '@lib/scripture/translations.ts';
import { editionChoice, storedBibleChoice } from '../../lib/settings/edition-bible.ts';
import { readerBibleChoices, settingsPreferences } from '../../data/edition-bible.ts';
import { settingsProfile } from '../../data/profiles.ts';
import { deviceTranslation } from '../../lib/translation.ts';
import { DEFAULT_LOCALE, type Locale } from '@lib/i18n/locales.ts';
import { localePath } from '@lib/i18n/paths.ts';
import { IslandMessages } from '../i18n/IslandMessages.tsx';
import { WhenNear } from '../on-demand.tsx';
import type { LaterSectionsProps } from './LaterSections.tsx';
import { useT } from '../i18n/IslandMessages.tsx';

interface Loaded {
  client: PageClient;
  userId: string;
  email: string;
  /** Whether the account's address is confirmed: only then may it turn the e-mail on here. */
  emailConfirmed: boolean;
  profile: ProfileRow;
  preferences: AudioPreferences;
  translation: BibleId;
}

/** `messages`: the edition's "settings." and "auth." messages (site/lib/i18n/island-messages.ts). */
export default function Settings({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <IslandMessages locale={locale} messages={messages}>
      <SettingsPage />
    </IslandMessages>
  );
}

function SettingsPage() {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    showFlash();
    // Landing from the first of two e-mail change links: GoTrue's notice to follow the other one. Its reader loads
    // only when the address has a hash (offline, the notice is not shown: the link's page needs the network anyway).
    const hash = window.location.hash;
    if (hash)
      void import('@lib/account/auth-form.ts').then(
        ({ hashAuthMessage }) => {
          const notice = hashAuthMessage(hash);
          if (!notice) return;
          toast(notice);
          history.replaceState(null, '', window.location.pathname + window.location.search);
        },
        () => {},
      );
    void requireSession().then(async (result) => {
      if (!result) return;
      const { client, session } = result;
      const userId = session.user.id;
      const [profile, preferences, readerBibles] = await Promise.all([
        settingsProfile(client, userId),
        settingsPreferences(client, userId),
        readerBibleChoices(client, userId),
      ]);
      // PGRST116 (no row) means no preferences yet: the defaults apply.
      if (profile.error) console.error('Settings: could not load the profile:', profile.error.message);
      if (preferences.error && preferences.error.code !== 'PGRST116') console.error('Settings: could not load preferences:', preferences.error.message);
      if (readerBibles.error) console.error('Settings: could not load the Bible choices:', readerBibles.error.message);
      setLoaded({
        client,
        userId,
        email: session.user.email ?? '',
        emailConfirmed: Boolean(session.user.email_confirmed_at),
        profile: profile.data ?? { id: userId, full_name: null, avatar_url: null },
        preferences: preferencesFromRow(preferences.data),
        // The account's choice; until there is one, what this device shows.
        translation: editionChoice(
          t.locale,
          storedBibleChoice(t.locale, { english: preferences.data?.bible_translation, readerBibles: readerBibles.data ?? [] }),
          t.locale === DEFAULT_LOCALE ? deviceTranslation() : undefined,
        ),
      });
    });
    // Runs once: the page's edition does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-requires-session className="mx-auto max-w-3xl space-y-6">
      <a href={localePath(t.locale, '/dashboard/')} className={textLink}>
        {t('settings.back')}
      </a>
      <h1 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{t('settings.heading')}</h1>
      {!loaded ? (
        <p className={muted} aria-busy="true">
          {t('settings.loading')}
        </p>
      ) : (
        <>
          <ProfileSection client={loaded.client} profile={loaded.profile} />
          <AudioPreferencesSection client={loaded.client} userId={loaded.userId} initial={loaded.preferences} />
          {/* The sections below the first view load when the reader scrolls to them. */}
          <WhenNear<LaterSectionsProps>
            load={() => import('./LaterSections.tsx')}
            props={{
              client: loaded.client,
              userId: loaded.userId,
              email: loaded.email,
              emailConfirmed: loaded.emailConfirmed,
              translation: loaded.translation,
            }}
            reserve="min-h-screen"
          />
        </>
      )}
    </div>
  );
}
