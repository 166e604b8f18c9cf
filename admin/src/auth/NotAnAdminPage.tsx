/**
 * Where a signed-in reader who is not an admin (or a blocked admin) lands: the spec's message, then the site's
 * dashboard, where they stay signed in (one session for site and console). Nothing here loads admin data.
 */
import { useEffect } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { ACCESS_DENIED } from '../providers/authProvider.ts';

/** The reader site's dashboard, outside the console. */
export const SITE_DASHBOARD = '/dashboard/';
const REDIRECT_AFTER_MS = 4000;

export function NotAnAdminPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(SITE_DASHBOARD), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Reformed Devotionals admin
          </Typography>
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {ACCESS_DENIED}
          </Alert>
          <Typography variant="body2" paragraph>
            Taking you to your dashboard…
          </Typography>
          <Button variant="contained" href={SITE_DASHBOARD}>
            Go to your dashboard
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
