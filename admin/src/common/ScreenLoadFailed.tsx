/** What a screen shows when its code could not be fetched: the reason, and a reload that fetches the current console. */
import { Alert, Button } from '@mui/material';

export const SCREEN_LOAD_FAILED = 'This screen could not be loaded. The console may have been updated since this tab was opened.';

export function ScreenLoadFailed({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      {SCREEN_LOAD_FAILED} ({detail})
    </Alert>
  );
}
