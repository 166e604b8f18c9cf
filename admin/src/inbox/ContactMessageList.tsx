/** The inbox's contact-form messages: newest first, unread in bold, the full text in an expandable row. */
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, useNotify, useRecordContext } from 'react-admin';
import { instantDate } from '@lib/display-date.ts';
import { MessageRowButtons } from './MessageRowButtons.tsx';
import { messagePreview, type ContactMessage } from './replyLink.ts';

const filters = [<SelectInput key="read" source="read_at@is" label="Show" choices={[{ id: 'null', name: 'Unread only' }]} emptyText="All messages" alwaysOn />];

function FullMessage() {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', py: 1 }}>
      {message.message}
    </Typography>
  );
}

export function ContactMessageList({ siteName }: { siteName?: string }) {
  const notify = useNotify();
  return (
    <List<ContactMessage>
      resource="contact_messages"
      title={false}
      disableSyncWithLocation
      storeKey="inbox.messages"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      exporter={false}
      empty={false}
      actions={false}
      queryOptions={{ onError: () => notify('Failed to load messages', { type: 'error' }) }}
    >
      <DataTable<ContactMessage>
        bulkActionButtons={false}
        rowClick={false}
        expand={<FullMessage />}
        rowSx={(message) => ({ '& td': { fontWeight: message.read_at ? 400 : 600 } })}
      >
        <DataTable.Col
          label="From"
          disableSort
          render={(message) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
                {message.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {message.email}
              </Typography>
            </>
          )}
        />
        <DataTable.Col label="Message" disableSort render={(message) => messagePreview(message.message)} />
        <DataTable.Col source="created_at" label="Received" render={(message) => instantDate(message.created_at)} />
        <DataTable.Col
          source="read_at"
          label="Status"
          render={(message) => (message.read_at ? <span>Read</span> : <Chip size="small" color="primary" label="Unread" />)}
        />
        <DataTable.Col label="Actions" disableSort>
          <MessageRowButtons siteName={siteName} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
