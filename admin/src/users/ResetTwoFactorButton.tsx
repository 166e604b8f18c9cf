/** The Users screen's "Reset two-factor" row action, with a confirmation: for an admin who lost their authenticator. */
import { useState } from 'react';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ROW_ACTION_SX } from '../common/rowAction.ts';

export function ResetTwoFactorButton({ userId, who }: { userId: string; who: string }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        label="Reset two-factor"
        sx={ROW_ACTION_SX}
        aria-label={`Reset two-factor for ${who}`}
        startIcon={<PhonelinkEraseIcon />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Reset two-factor for ${who}?`}
        content="Their authenticator is removed. At their next sign-in they set up a new one."
        confirm="Reset two-factor"
        onConfirm={async () => {
          setBusy(true);
          const result = await dataProvider.resetTwoFactor(userId);
          setBusy(false);
          setOpen(false);
          notify(result.message, { type: result.ok ? 'success' : 'error', autoHideDuration: result.ok ? 4000 : 10000 });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
