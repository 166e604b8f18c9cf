/** The row actions of /admin/users: promote or demote, block or unblock, each the one that applies. */
import { useState } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import Stack from '@mui/material/Stack';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { AccountAction } from '../providers/accountActions.ts';
import type { AdminUser } from './types.ts';
import { ROW_ACTION_SX } from '../common/rowAction.ts';
import { ResetTwoFactorButton } from './ResetTwoFactorButton.tsx';

export function UserAccountButtons() {
  const user = useRecordContext<AdminUser>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [pending, setPending] = useState<AccountAction | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  if (!user) return null;

  const run = async (action: AccountAction) => {
    setPending(action);
    const result = await dataProvider.runAccountAction(action, user.id);
    setPending(null);
    // A refusal stays up longer than a success: it says why nothing changed.
    notify(result.message, { type: result.ok ? 'success' : 'error', autoHideDuration: result.ok ? 4000 : 10000 });
    if (result.ok) refresh();
  };
  const who = user.email ?? user.full_name ?? 'this user';

  return (
    <Stack direction="row" spacing={1}>
      {user.is_admin ? (
        <Button
          label="Remove admin"
          sx={ROW_ACTION_SX}
          aria-label={`Remove admin privileges from ${who}`}
          startIcon={<RemoveModeratorIcon />}
          disabled={pending !== null}
          onClick={() => run('demote')}
        />
      ) : (
        <Button
          label="Make admin"
          sx={ROW_ACTION_SX}
          aria-label={`Promote ${who} to admin`}
          startIcon={<AdminPanelSettingsIcon />}
          disabled={pending !== null}
          onClick={() => run('promote')}
        />
      )}
      {user.is_blocked ? (
        <Button
          label="Unblock"
          sx={ROW_ACTION_SX}
          aria-label={`Unblock ${who}`}
          startIcon={<LockOpenIcon />}
          disabled={pending !== null}
          onClick={() => run('unblock')}
        />
      ) : (
        <Button
          label="Block"
          aria-label={`Block ${who}`}
          color="error"
          startIcon={<BlockIcon />}
          disabled={pending !== null}
          onClick={() => setConfirmBlock(true)}
        />
      )}
      {user.is_admin && <ResetTwoFactorButton userId={user.id} who={who} />}
      <Confirm
        isOpen={confirmBlock}
        loading={pending === 'block'}
        title={`Block ${who}?`}
        content="They are signed out at once and cannot sign in, write feedback or save anything until unblocked."
        confirm="Block"
        onConfirm={async () => {
          await run('block');
          setConfirmBlock(false);
        }}
        onClose={() => setConfirmBlock(false)}
      />
    </Stack>
  );
}
