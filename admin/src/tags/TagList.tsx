/** /admin/tags: Name, Slug, Used By, Actions, with Add, Edit and Delete dialogs. */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, List, TopToolbar, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import { TagDialog } from './TagDialog.tsx';
import { TagRowButtons } from './TagRowButtons.tsx';
import type { TagWithUsage } from './types.ts';

function TagListActions() {
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <BackToPanelButton />
      <Button label="Add Tag" variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} />
      <TagDialog open={adding} onClose={() => setAdding(false)} />
    </TopToolbar>
  );
}

export function TagList() {
  const notify = useNotify();
  return (
    <List<TagWithUsage>
      resource="tags_with_usage"
      title="Tags"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      exporter={false}
      empty={false}
      actions={<TagListActions />}
      queryOptions={{ onError: () => notify('Failed to load tags', { type: 'error' }) }}
    >
      <DataTable<TagWithUsage> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="slug" label="Slug" />
        <DataTable.Col source="usage_count" label="Used By" render={(tag) => `${tag.usage_count} devotional${tag.usage_count === 1 ? '' : 's'}`} />
        <DataTable.Col label="Actions" disableSort>
          <TagRowButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
