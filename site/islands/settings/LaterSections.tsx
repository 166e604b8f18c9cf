/**
 * Settings' sections after Profile and Audio (Bible translation, reminders, e-mail, account, offline copies, your
 * data), which the page loads when the reader scrolls to them (../on-demand.tsx).
 */
import type { BrowserClient, PageClient } from '../../data/client/types.ts';
import type { BibleId } from '@lib/scripture/translations.ts';
import TranslationSection from './TranslationSection.tsx';
import RemindersSection from './RemindersSection.tsx';
import NewsletterSection from './NewsletterSection.tsx';
import AccountSection from './AccountSection.tsx';
import OfflineSection from './OfflineSection.tsx';
import YourDataSection from './YourDataSection.tsx';

export interface LaterSectionsProps {
  client: PageClient;
  userId: string;
  email: string;
  /** Whether the account's address is confirmed: only then may it turn the e-mail on here. */
  emailConfirmed: boolean;
  translation: BibleId;
}

export default function LaterSections({ client, userId, email, emailConfirmed, translation }: LaterSectionsProps) {
  return (
    <>
      <TranslationSection client={client} userId={userId} initial={translation} />
      <RemindersSection email={email} />
      {/* It calls the newsletter's RPCs only, which the light client answers as supabase-js's does. */}
      <NewsletterSection client={client as unknown as BrowserClient} email={email} emailConfirmed={emailConfirmed} />
      <AccountSection email={email} />
      <OfflineSection />
      <YourDataSection client={client} userId={userId} email={email} />
    </>
  );
}
