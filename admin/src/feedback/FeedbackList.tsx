/** /admin/feedback: User, Feedback, Rating, Status, Date, Actions; newest first, filtered by status. */
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataTable, List, SelectInput, TopToolbar, useNotify } from 'react-admin';
import { BackToPanelButton } from '../common/BackToPanelButton.tsx';
import { instantDate } from '@lib/display-date.ts';
import { FeedbackRowButtons } from './FeedbackRowButtons.tsx';
import { FEEDBACK_MESSAGES } from './moderation.ts';
import { FEEDBACK_COLUMNS, type FeedbackRow, type FeedbackStatus } from '../providers/types.ts';

const STATUS_CHOICES = [
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
];

const filters = [<SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />];

const STATUS_COLOR: Record<FeedbackStatus, 'default' | 'success' | 'error'> = { pending: 'default', approved: 'success', rejected: 'error' };

function Rating({ value }: { value: number | null }) {
  if (!value) return <span aria-label="No rating">—</span>;
  return (
    <span aria-label={`${value} out of 5`} title={`${value} out of 5`}>
      {'★'.repeat(value)}
      <span aria-hidden="true" style={{ opacity: 0.35 }}>
        {'★'.repeat(5 - value)}
      </span>
    </span>
  );
}

export function FeedbackList() {
  const notify = useNotify();
  return (
    <List<FeedbackRow>
      resource="user_feedback"
      title="Feedback"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          <BackToPanelButton />
        </TopToolbar>
      }
      queryOptions={{
        meta: { columns: FEEDBACK_COLUMNS },
        onError: () => notify(FEEDBACK_MESSAGES.loadFailed, { type: 'error' }),
      }}
    >
      <DataTable<FeedbackRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          label="User"
          disableSort
          render={(feedback) => (
            <>
              {/* No profile: the reader deleted their account, and the feedback stayed without a name. */}
              <Typography variant="body2">{feedback.profiles ? feedback.profiles.full_name || 'No name' : 'Account deleted'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {feedback.profiles?.email}
              </Typography>
            </>
          )}
        />
        <DataTable.Col
          source="feedback_text"
          label="Feedback"
          disableSort
          render={(feedback) => (
            <>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 480 }}>
                {feedback.feedback_text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {feedback.country}
              </Typography>
            </>
          )}
        />
        <DataTable.Col source="rating" label="Rating" render={(feedback) => <Rating value={feedback.rating} />} />
        <DataTable.Col
          source="status"
          label="Status"
          render={(feedback) => (
            <Chip
              size="small"
              variant={feedback.status === 'rejected' ? 'outlined' : 'filled'}
              color={STATUS_COLOR[feedback.status as FeedbackStatus]}
              label={feedback.status[0].toUpperCase() + feedback.status.slice(1)}
            />
          )}
        />
        <DataTable.Col source="created_at" label="Date" render={(feedback) => instantDate(feedback.created_at)} />
        <DataTable.Col label="Actions" disableSort>
          <FeedbackRowButtons />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
