/** The progress line and the error of one generator media action (narration, covers). */
import { Alert, Box, LinearProgress, Typography } from '@mui/material';

export function MediaProgress({ running, label, message, error }: { running: boolean; label: string; message: string; error: string | null }) {
  return (
    <>
      {running && (
        <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
          <LinearProgress aria-label={label} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {message}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
