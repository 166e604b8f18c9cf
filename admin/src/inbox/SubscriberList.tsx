/**
 * The inbox's newsletter subscribers: how many, the newest first, each with the language of their e-mails (filterable),
 * and an RFC 4180 CSV export of all of them.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useDataProvider, useListContext, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { subscribersCsv, subscribersCsvFileName } from '@lib/newsletter/subscribers-csv.ts';
import { instantDate } from '@lib/display-date.ts';
import { LANGUAGE_CHOICES, languageName } from '@lib/devotionals/languages.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

interface Subscriber {
  id: string;
  email: string;
  created_at: string;
  /** The language of the subscriber's e-mails (en, nl, es). */
  language: string;
}

const filters = [<SelectInput key="language" source="language" label="Language" alwaysOn emptyText="All" choices={LANGUAGE_CHOICES} />];

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SubscriberSummary() {
  const { total, isPending } = useListContext();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await dataProvider.allSubscribers();
      download(subscribersCsv(rows), subscribersCsvFileName(new Date().toISOString().slice(0, 10)));
      notify(`Exported ${rows.length} subscriber${rows.length === 1 ? '' : 's'}`, { type: 'success' });
    } catch (error) {
      notify(`Failed to export subscribers: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ p: 2 }}>
      <Typography variant="h6" component="p" aria-live="polite">
        {isPending ? 'Counting subscribers…' : `${total ?? 0} subscriber${total === 1 ? '' : 's'}`}
      </Typography>
      <Button label="Export CSV" variant="contained" startIcon={<DownloadIcon />} disabled={exporting || !total} onClick={exportCsv} />
    </Stack>
  );
}

export function SubscriberList() {
  const notify = useNotify();
  return (
    <List<Subscriber>
      resource="newsletter_subscribers"
      title={false}
      disableSyncWithLocation
      storeKey="inbox.subscribers"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
      actions={false}
      filters={filters}
      queryOptions={{
        meta: { columns: ['id', 'email', 'created_at', 'language'] },
        onError: () => notify('Failed to load subscribers', { type: 'error' }),
      }}
    >
      <SubscriberSummary />
      <DataTable<Subscriber> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="language" label="Language" render={(s) => languageName(s.language)} />
        <DataTable.Col source="created_at" label="Subscribed" render={(s) => instantDate(s.created_at)} />
      </DataTable>
    </List>
  );
}
