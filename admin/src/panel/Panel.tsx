/** The admin panel (/admin): stat cards, reads per day, the next 14 days, the devotionals table, system status. */
import { Alert, Box, Grid, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { DevotionalTable } from '../devotionals/DevotionalTable.tsx';
import { ReadsChart } from './ReadsChart.tsx';
import { PanelShortcuts } from './PanelShortcuts.tsx';
import { ScheduleCard } from './ScheduleCard.tsx';
import { StatCards } from './StatCards.tsx';
import { SystemStatusCard } from './SystemStatusCard.tsx';
import { usePanelStats } from './usePanelStats.ts';

export function Panel() {
  const stats = usePanelStats();
  return (
    <Box component="main" sx={{ py: 2 }}>
      <Title title="Admin panel" />
      <Typography variant="h4" component="h1" gutterBottom>
        Admin panel
      </Typography>
      <PanelShortcuts />
      {stats.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Could not load the figures: {stats.error.message}
        </Alert>
      )}
      <StatCards stats={stats.data} />
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ReadsChart days={stats.data?.reads_per_day ?? []} />
            <SystemStatusCard />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{stats.data && <ScheduleCard schedule={stats.data.schedule} />}</Grid>
      </Grid>
      <Typography variant="h5" component="h2" sx={{ mt: 3 }}>
        Devotionals
      </Typography>
      <DevotionalTable embedded />
    </Box>
  );
}
