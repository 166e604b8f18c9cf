/**
 * "Your data" (issue 31): download everything the site holds about the account as one JSON file
 * (docs/data-export.md), or delete the account (DeleteAccountDialog).
 */
import { useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@lib/database.types.ts';
import { buildAccountExport, exportFileName } from '@lib/account/data-export.ts';
import { readAccountData } from '../../signed-in/account-data.ts';
import { saveFile } from '../../lib/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, dangerButton, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import DeleteAccountDialog from './DeleteAccountDialog.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function YourDataSection({ client, userId, email }: { client: SupabaseClient<Database>; userId: string; email: string }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      const { data } = await client.auth.getSession();
      if (!data.session) throw new Error('signed out');
      const now = new Date();
      const file = buildAccountExport(await readAccountData(client, data.session), now);
      saveFile(exportFileName(now), JSON.stringify(file, null, 2), 'application/json');
      toast(t('settings.data.downloaded'));
    } catch (error) {
      console.error('Settings: the data export failed:', error instanceof Error ? error.message : error);
      toast(t('settings.data.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className={card} aria-labelledby="your-data-heading" data-testid="settings-your-data">
      <h2 id="your-data-heading" className={cardTitle}>
        {t('settings.data.heading')}
      </h2>
      <p className={`mt-1 text-sm ${muted}`}>
        {t('settings.data.lead')}{' '}
        <a href={editionHref(t.locale, '/privacy/')} className="underline">
          {t('settings.data.whatWeKeep')}
        </a>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={download} disabled={downloading} aria-busy={downloading}>
          {downloading ? t('settings.data.preparing') : t('settings.data.download')}
        </button>
        <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
          {t('settings.data.delete')}
        </button>
      </div>
      <DeleteAccountDialog client={client} userId={userId} email={email} open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
