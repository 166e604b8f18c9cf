/** A contact message's actions: mark read or unread, reply by e-mail, delete (confirmed). */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import Stack from '@mui/material/Stack';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { ROW_ACTION_SX } from '../common/rowAction.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { replyMailto, type ContactMessage } from './replyLink.ts';

export function MessageRowButtons({ siteName }: { siteName?: string }) {
  const message = useRecordContext<ContactMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!message) return null;
  const unread = message.read_at === null;

  const setRead = async (read: boolean) => {
    setBusy(true);
    const ok = await dataProvider.setMessageRead(message.id, read).catch(() => false);
    setBusy(false);
    if (!ok) {
      notify('Failed to update the message', { type: 'error' });
      return;
    }
    notify(read ? 'Message marked as read' : 'Message marked as unread', { type: 'success' });
    refresh();
  };

  const remove = async () => {
    setBusy(true);
    const ok = await dataProvider.deleteMessage(message.id).catch(() => false);
    setBusy(false);
    setConfirming(false);
    if (!ok) {
      notify('Failed to delete the message', { type: 'error' });
      return;
    }
    notify('Message deleted', { type: 'success' });
    refresh();
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button
        label={unread ? 'Mark read' : 'Mark unread'}
        aria-label={`Mark the message from ${message.name} as ${unread ? 'read' : 'unread'}`}
        sx={ROW_ACTION_SX}
        startIcon={unread ? <DraftsIcon /> : <MarkEmailUnreadIcon />}
        disabled={busy}
        onClick={() => setRead(unread)}
      />
      <Button
        component="a"
        href={replyMailto(message, siteName)}
        label="Reply"
        aria-label={`Reply to ${message.name} by e-mail`}
        sx={ROW_ACTION_SX}
        startIcon={<ReplyIcon />}
        onClick={() => {
          if (unread) void setRead(true);
        }}
      />
      <Button
        label="Delete"
        aria-label={`Delete the message from ${message.name}`}
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="Delete this message?"
        content={`The message from ${message.name} <${message.email}> is removed for good.`}
        confirm="Delete"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
