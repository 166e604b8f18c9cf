import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { readingHours } from '@lib/reading-hours.ts';
import type { PanelStats } from './usePanelStats.ts';

interface Stat {
  label: string;
  value: string;
  detail?: string;
}

function statsOf(s: PanelStats): Stat[] {
  return [
    { label: 'Devotionals', value: s.devotionals.toLocaleString('en-US'), detail: `${s.published.toLocaleString('en-US')} published` },
    { label: 'Users', value: s.users.toLocaleString('en-US') },
    { label: 'Total reading time', value: `${readingHours(Number(s.reading_seconds))} h`, detail: 'all readers, in hours' },
    { label: 'Pending feedback', value: s.pending_feedback.toLocaleString('en-US') },
    { label: 'Confessions', value: s.confessions.toLocaleString('en-US') },
  ];
}

export function StatCards({ stats }: { stats: PanelStats | undefined }) {
  const items = stats ? statsOf(stats) : null;
  return (
    <Grid container spacing={2} component="section" aria-label="Statistics">
      {(items ?? Array.from({ length: 5 }, (_, i): Stat => ({ label: String(i), value: '' }))).map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, sm: 4, md: 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }} data-testid="stat-card">
            <CardContent>
              {items ? (
                <>
                  <Typography variant="body2" color="text.secondary" component="h2">
                    {stat.label}
                  </Typography>
                  <Typography variant="h4" component="p">
                    {stat.value}
                  </Typography>
                  {stat.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {stat.detail}
                    </Typography>
                  )}
                </>
              ) : (
                <Skeleton variant="rectangular" height={64} />
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
