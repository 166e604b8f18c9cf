import { useState } from 'react';
import { Alert, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassIcon from '@mui/icons-material/HourglassTop';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { instantDateTime } from '@lib/display-date.ts';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useServiceChecks, useSiteBuilds, type Check, type SiteBuild } from './useSystemStatus.ts';

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} s`;

function CheckRow({ label, check }: { label: string; check: Check | undefined }) {
  const icon = !check ? <HourglassIcon color="disabled" /> : check.ok ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />;
  return (
    <ListItem disableGutters data-testid={`status-${label.toLowerCase().replace(/\s+/g, '-')}`} data-ok={check ? String(check.ok) : 'pending'}>
      <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
        {icon}
      </ListItemIcon>
      <ListItemText primary={label} secondary={check ? (check.ok ? 'Reachable' : `Not reachable: ${check.detail}`) : 'Checking…'} />
    </ListItem>
  );
}

function describeBuild(build: SiteBuild): string {
  const result = build.status === 'succeeded' ? 'succeeded' : 'failed';
  const parts = [`${instantDateTime(build.finished_at ?? build.requested_at)}, ${result}`];
  if (build.duration_ms != null) parts.push(`in ${seconds(build.duration_ms)}`);
  if (build.pages != null) parts.push(`(${build.pages.toLocaleString('en-US')} pages)`);
  return parts.join(' ');
}

export function SystemStatusCard() {
  const checks = useServiceChecks();
  const builds = useSiteBuilds();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [requesting, setRequesting] = useState(false);

  const lastFinished = builds.data?.find((b) => b.status === 'succeeded' || b.status === 'failed');
  const waiting = builds.data?.find((b) => b.status === 'queued' || b.status === 'running');

  const rebuild = async () => {
    setRequesting(true);
    const result = await dataProvider.requestRebuild('Rebuild now from the admin panel');
    setRequesting(false);
    if (result.ok) notify('Site rebuild requested', { type: 'success' });
    else notify(`The site rebuild could not be requested: ${result.reason}`, { type: 'warning', autoHideDuration: 10_000 });
    refresh();
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="system-status-title">
      <CardContent>
        <Typography id="system-status-title" variant="h6" component="h2">
          System status
        </Typography>
        <List dense>
          <CheckRow label="API" check={checks.data?.api} />
          <CheckRow label="Storage" check={checks.data?.storage} />
          <ListItem disableGutters data-testid="status-last-build">
            <ListItemIcon sx={{ minWidth: 36 }} aria-hidden>
              {!lastFinished ? (
                <HourglassIcon color="disabled" />
              ) : lastFinished.status === 'succeeded' ? (
                <CheckCircleIcon color="success" />
              ) : (
                <ErrorIcon color="error" />
              )}
            </ListItemIcon>
            <ListItemText
              primary="Last site build"
              secondary={
                builds.isPending
                  ? 'Loading…'
                  : builds.error
                    ? `Could not read the build history: ${builds.error.message}`
                    : lastFinished
                      ? describeBuild(lastFinished)
                      : 'never'
              }
            />
          </ListItem>
        </List>
        {lastFinished?.status === 'failed' && lastFinished.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {lastFinished.error}
          </Alert>
        )}
        {waiting && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            A rebuild is {waiting.status === 'running' ? 'running' : 'queued'} (requested {instantDateTime(waiting.requested_at)}).
          </Typography>
        )}
        <Button label={requesting ? 'Requesting…' : 'Rebuild now'} variant="outlined" onClick={rebuild} disabled={requesting} />
      </CardContent>
    </Card>
  );
}
