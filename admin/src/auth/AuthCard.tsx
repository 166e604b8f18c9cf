/** The frame of the console's screens outside the layout that take a step of signing in: one card, one heading. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
