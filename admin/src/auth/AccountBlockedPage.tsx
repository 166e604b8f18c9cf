/**
 * Where the console sends an admin it found blocked (useBlockedWatch, or a refused request): the spec's message.
 * The console has already signed them out, so nothing here loads admin data.
 */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { BLOCKED_MESSAGE } from '../providers/blockedAccount.ts';

export function AccountBlockedPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Reformed Devotionals admin
          </Typography>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {BLOCKED_MESSAGE}
          </Alert>
          <Button variant="contained" href="/">
            Go to the site
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
