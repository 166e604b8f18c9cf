/** The confession list: Name, Year, Structure and Actions (Edit, View), plus the import of the standard documents and of a church's translation. */
import { Chip, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, Link, List, TopToolbar, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { structureLabel } from '@lib/confessions/editor-rules.ts';
import { ImportConfessionsButton } from './ImportConfessionsButton.tsx';
import { ImportTranslationButton } from './ImportTranslationButton.tsx';
import type { Confession } from '../providers/types.ts';

function ListActions() {
  return (
    <TopToolbar>
      <ImportTranslationButton />
      <ImportConfessionsButton />
    </TopToolbar>
  );
}

function Structure({ record }: { record: Confession }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Chip size="small" label={structureLabel(record.slug)} variant="outlined" />
      <span>{record.total_sections} sections</span>
    </Stack>
  );
}

function Actions({ record }: { record: Confession }) {
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={`/confessions/${record.id}`} label="Edit" startIcon={<EditIcon />} aria-label={`Edit ${record.name}`} />
      <Button component="a" href={`/confessions/${record.slug}/`} label="View" startIcon={<VisibilityIcon />} aria-label={`View ${record.name}`} />
    </Stack>
  );
}

export function ConfessionList() {
  const notify = useNotify();
  return (
    <List
      title="Confessions"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      pagination={false}
      actions={<ListActions />}
      queryOptions={{ onError: () => notify('Failed to load confessions', { type: 'error' }) }}
      empty={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" render={(r: Confession) => <Link to={`/confessions/${r.id}`}>{r.name}</Link>} />
        <DataTable.Col source="year" label="Year" render={(r: Confession) => r.year ?? '—'} />
        <DataTable.Col label="Structure" disableSort render={(r: Confession) => <Structure record={r} />} />
        <DataTable.Col label="Actions" disableSort render={(r: Confession) => <Actions record={r} />} />
      </DataTable>
    </List>
  );
}
