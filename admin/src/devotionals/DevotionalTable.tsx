/**
 * The devotionals table of the admin panel: title, date (MMM d, yyyy), language, status, biblical passage
 * and the ISO week number of the date (lib/devotionals/week-number.ts); sortable by date or title either way,
 * searchable by title, passage or slug, filtered by status and language, paginated; edit, "View on site" (released ones), delete (confirmed) and the status
 * toggle per row; drafts can be selected and published together ("Publish selected").
 */
import { Chip } from '@mui/material';
import { CreateButton, DataTable, Link, List, SearchInput, SelectInput, TopToolbar, useNotify, useRecordContext } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '../common/LabelledButton.tsx';
import { displayDate } from '@lib/display-date.ts';
import { isoWeek } from '@lib/devotionals/week-number.ts';
import { LANGUAGE_CHOICES, languageName } from '@lib/devotionals/languages.ts';
import type { Tables } from '@lib/database.types.ts';
import { DeleteDevotionalButton } from './DeleteDevotionalButton.tsx';
import { StatusToggleButton } from './StatusToggleButton.tsx';
import { DuplicateDevotionalButton } from './DuplicateDevotionalButton.tsx';
import { PreviewDevotionalButton } from './PreviewDevotionalButton.tsx';
import { useReadCounts } from './useReadCounts.ts';
import { ViewOnSiteRowButton } from './ViewOnSiteButton.tsx';
import { SelectDraftCheckbox } from './SelectDraftCheckbox.tsx';
import { PublishSelectedButton } from './PublishSelectedButton.tsx';

/** A row of the list: its columns from lib/database.types.ts; status is one of the two its CHECK allows. */
export type DevotionalRow = Pick<Tables<'devotionals'>, 'id' | 'title' | 'date' | 'biblical_passage' | 'language'> & { status: 'draft' | 'published' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or passage" />,
  <SelectInput
    key="release"
    source="release"
    label="Status"
    alwaysOn
    emptyText="All"
    choices={[
      { id: 'draft', name: 'Draft' },
      { id: 'published', name: 'Published' },
      { id: 'scheduled', name: 'Scheduled' },
    ]}
  />,
  <SelectInput key="language" source="language" label="Language" alwaysOn emptyText="All" choices={LANGUAGE_CHOICES} />,
];

function ReadsCell() {
  const record = useRecordContext<DevotionalRow>();
  const counts = useReadCounts();
  if (!record || !counts) return null;
  return <span data-testid="reads">{(counts.get(record.id) ?? 0).toLocaleString('en-US')}</span>;
}

function DateCell() {
  const record = useRecordContext<DevotionalRow>();
  return record ? <span>{displayDate(record.date)}</span> : null;
}

function WeekCell() {
  const record = useRecordContext<DevotionalRow>();
  return record ? <span>{isoWeek(record.date)}</span> : null;
}

function LanguageCell() {
  const record = useRecordContext<DevotionalRow>();
  return record ? <span data-testid="language">{languageName(record.language)}</span> : null;
}

function StatusCell() {
  const record = useRecordContext<DevotionalRow>();
  if (!record) return null;
  return <Chip size="small" label={record.status === 'published' ? 'Published' : 'Draft'} color={record.status === 'published' ? 'success' : 'default'} />;
}

function TitleCell() {
  const record = useRecordContext<DevotionalRow>();
  return record ? <Link to={`/devotional/edit/${record.id}`}>{record.title}</Link> : null;
}

function EditLink() {
  const record = useRecordContext<DevotionalRow>();
  if (!record) return null;
  return <Button component={Link} to={`/devotional/edit/${record.id}`} label="Edit" startIcon={<EditIcon />} aria-label={`Edit: ${record.title}`} />;
}

function Actions() {
  return (
    <TopToolbar>
      <PublishSelectedButton />
      <CreateButton resource="devotionals" to="/devotional/create" label="New devotional" />
    </TopToolbar>
  );
}

export function DevotionalTable({ embedded = false }: { embedded?: boolean }) {
  const notify = useNotify();
  return (
    <List
      resource="devotionals"
      sort={{ field: 'date', order: 'DESC' }}
      perPage={10}
      filters={filters}
      actions={<Actions />}
      title={embedded ? false : 'Devotionals'}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? 'panel.devotionals' : undefined}
      queryOptions={{
        meta: { columns: ['id', 'title', 'date', 'status', 'biblical_passage', 'language'] },
        onError: () => notify('Failed to load devotionals', { type: 'error' }),
      }}
      empty={false}
    >
      {/* Selection is our own labelled checkbox column (SelectDraftCheckbox), not react-admin's bulk actions. */}
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col label="Select" disableSort>
          <SelectDraftCheckbox />
        </DataTable.Col>
        <DataTable.Col source="title" label="Title">
          <TitleCell />
        </DataTable.Col>
        <DataTable.Col source="date" label="Date">
          <DateCell />
        </DataTable.Col>
        <DataTable.Col source="language" label="Language" disableSort>
          <LanguageCell />
        </DataTable.Col>
        <DataTable.Col source="status" label="Status" disableSort>
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col source="biblical_passage" label="Passage" disableSort />
        <DataTable.Col label="Week" disableSort>
          <WeekCell />
        </DataTable.Col>
        <DataTable.Col label="Reads" disableSort>
          <ReadsCell />
        </DataTable.Col>
        <DataTable.Col label="Actions">
          <EditLink />
          <ViewOnSiteRowButton />
          <PreviewDevotionalButton />
          <StatusToggleButton />
          <DuplicateDevotionalButton />
          <DeleteDevotionalButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function DevotionalList() {
  return <DevotionalTable />;
}
