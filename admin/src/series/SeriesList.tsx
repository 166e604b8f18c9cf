/** /admin/series: the series in their order, with how many published parts each has. */
import { CreateButton, DataTable, List, TopToolbar, useNotify } from 'react-admin';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import type { SeriesRecord } from './types.ts';

function SeriesListActions() {
  return (
    <TopToolbar>
      <BackToPanelButton />
      <CreateButton label="Add Series" variant="contained" />
    </TopToolbar>
  );
}

export function SeriesList() {
  const notify = useNotify();
  return (
    <List<SeriesRecord>
      resource="series"
      title="Series"
      sort={{ field: 'position', order: 'ASC' }}
      perPage={50}
      exporter={false}
      empty={false}
      actions={<SeriesListActions />}
      queryOptions={{ onError: () => notify('Failed to load series', { type: 'error' }) }}
    >
      <DataTable<SeriesRecord> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="position" label="Order" />
        <DataTable.Col source="title" label="Title" />
        <DataTable.Col source="slug" label="Slug" />
        <DataTable.Col source="part_count" label="Parts" render={(s) => `${s.part_count} published part${s.part_count === 1 ? '' : 's'}`} />
      </DataTable>
    </List>
  );
}
