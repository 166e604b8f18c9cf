/**
 * "Your data": download everything the site holds about the account as one JSON file
 * (docs/data-export.md) or as a readable copy to open and print, in the page's language, or delete the account
 * (DeleteAccountDialog).
 */
import { useState } from 'react';
import type { PageClient } from '../../data/client/types.ts';
import { loadBrowserClient } from '../../data/client/lazy-browser-client.ts';
import { toast } from '../../lib/toast.ts';
import { card, cardTitle, dangerButton, muted, secondaryButton } from '../../lib/dashboard/ui.ts';
import { useOnDemand } from '../on-demand.tsx';
import { editionHref } from '../../lib/i18n/edition-routes.ts';
import { useT } from '../i18n/IslandMessages.tsx';

export default function YourDataSection({ client, userId, email }: { client: PageClient; userId: string; email: string }) {
  const t = useT();
  const [downloading, setDownloading] = useState<'json' | 'html' | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** The delete dialog, loaded when the reader first asks for it. */
  const dialog = useOnDemand(
    () => import('./DeleteAccountDialog.tsx'),
    () => {
      setDeleting(false);
      toast(t('settings.data.deleteUnavailable'), 'error');
    },
  );
  const Dialog = dialog.Part;

  function askToDelete() {
    setDeleting(true);
    dialog.request();
  }

  /** The JSON file, or the readable copy of the same data in the page's language. */
  async function download(kind: 'json' | 'html') {
    if (downloading) return;
    setDownloading(kind);
    try {
      const { data } = await client.auth.getSession();
      if (!data.session) throw new Error('signed out');
      // The export's code and supabase-js (the account, its authenticators, the picture files) load on the first use.
      const [{ readAccountData }, { buildAccountExport, exportFileName }, { renderReadableExport }, { saveFile }, full] = await Promise.all([
        import('../../data/account/account-data.ts'),
        import('@lib/account/data-export.ts'),
        import('@lib/account/readable-export.ts'),
        import('../../lib/save-file.ts'),
        loadBrowserClient(),
      ]);
      const now = new Date();
      const file = buildAccountExport(await readAccountData(full, data.session, t.locale), now);
      if (kind === 'json') {
        saveFile(exportFileName(now), JSON.stringify(file, null, 2), 'application/json');
        toast(t('settings.data.downloaded'));
      } else {
        saveFile(exportFileName(now, 'html'), renderReadableExport(file, { locale: t.locale, messages: t.messages }), 'text/html;charset=utf-8');
        toast(t('readableCopy.downloaded'));
      }
    } catch (error) {
      console.error('Settings: the data export failed:', error instanceof Error ? error.message : error);
      toast(t('settings.data.downloadFailed'), 'error');
    } finally {
      setDownloading(null);
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
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void download('json')}
          disabled={downloading !== null}
          aria-busy={downloading === 'json'}
        >
          {downloading === 'json' ? t('settings.data.preparing') : t('settings.data.download')}
        </button>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void download('html')}
          disabled={downloading !== null}
          aria-busy={downloading === 'html'}
        >
          {downloading === 'html' ? t('settings.data.preparing') : t('readableCopy.download')}
        </button>
        <button type="button" className={dangerButton} onClick={askToDelete}>
          {t('settings.data.delete')}
        </button>
      </div>
      {Dialog && <Dialog client={client} userId={userId} email={email} open={deleting} onClose={() => setDeleting(false)} />}
    </section>
  );
}
