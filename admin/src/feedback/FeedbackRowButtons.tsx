/** Approve (hidden when approved), Reject (hidden when rejected) and a confirmed Delete. */
import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Stack from '@mui/material/Stack';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import { FEEDBACK_MESSAGES, changesTestimonials } from './moderation.ts';
import type { FeedbackRow, FeedbackStatus } from '../providers/types.ts';
import { ROW_ACTION_SX } from '../common/rowAction.ts';

export function FeedbackRowButtons() {
  const feedback = useRecordContext<FeedbackRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!feedback) return null;
  const author = feedback.profiles?.full_name || feedback.profiles?.email || 'this user';

  const afterChange = async (next: FeedbackStatus | 'deleted') => {
    refresh();
    if (changesTestimonials(feedback.status, next)) await rebuildAfter(`Testimonials changed: feedback ${next}`);
  };

  const moderate = async (status: 'approved' | 'rejected') => {
    setBusy(true);
    const ok = await dataProvider.setFeedbackStatus(feedback.id, status);
    setBusy(false);
    if (!ok) {
      notify(FEEDBACK_MESSAGES.updateFailed, { type: 'error' });
      return;
    }
    notify(FEEDBACK_MESSAGES[status], { type: 'success' });
    await afterChange(status);
  };

  const remove = async () => {
    setBusy(true);
    const ok = await dataProvider.deleteFeedback(feedback.id);
    setBusy(false);
    setConfirming(false);
    if (!ok) {
      notify(FEEDBACK_MESSAGES.deleteFailed, { type: 'error' });
      return;
    }
    notify(FEEDBACK_MESSAGES.deleted, { type: 'success' });
    await afterChange('deleted');
  };

  return (
    <Stack direction="row" spacing={1}>
      {feedback.status !== 'approved' && (
        <Button
          label="Approve"
          aria-label={`Approve feedback from ${author}`}
          color="success"
          startIcon={<CheckIcon />}
          disabled={busy}
          onClick={() => moderate('approved')}
        />
      )}
      {feedback.status !== 'rejected' && (
        <Button
          label="Reject"
          sx={ROW_ACTION_SX}
          aria-label={`Reject feedback from ${author}`}
          startIcon={<CloseIcon />}
          disabled={busy}
          onClick={() => moderate('rejected')}
        />
      )}
      <Button
        label="Delete"
        aria-label={`Delete feedback from ${author}`}
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="Delete this feedback?"
        content={`The feedback from ${author} is removed for good${feedback.status === 'approved' ? ', and from the home page' : ''}.`}
        confirm="Delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
