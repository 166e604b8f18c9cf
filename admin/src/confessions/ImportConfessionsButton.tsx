/**
 * "Import standard confessions": a confirmation dialog listing the five documents and their counts, then an
 * importing state with each document's progress. Documents are imported one call at a time
 * so each shows its own result and no call runs long; the import is idempotent, so running it again only
 * refreshes the texts and keeps every section's id.
 */
import { useState } from 'react';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  CircularProgress,
} from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import type { ImportResult } from '../providers/types.ts';
import { IMPORT_DOCUMENTS } from './importDocuments.ts';

type Progress = Record<string, 'waiting' | 'importing' | ImportResult>;

export function ImportConfessionsButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);

  const start = async () => {
    setRunning(true);
    notify('Starting confession import... This may take a minute.', { type: 'info' });
    const state: Progress = Object.fromEntries(IMPORT_DOCUMENTS.map((d) => [d.slug, 'waiting']));
    setProgress({ ...state });
    const results: ImportResult[] = [];
    try {
      for (const doc of IMPORT_DOCUMENTS) {
        state[doc.slug] = 'importing';
        setProgress({ ...state });
        const result = await dataProvider.importConfession(doc.slug);
        results.push(result);
        state[doc.slug] = result;
        setProgress({ ...state });
      }
    } catch {
      notify('Failed to import confessions', { type: 'error' });
      setRunning(false);
      return;
    }
    const succeeded = results.filter((r) => r.success).length;
    const failed = results.length - succeeded;
    if (succeeded) notify(`Successfully imported ${succeeded} confession(s)`, { type: 'success' });
    if (failed) notify(`Failed to import ${failed} confession(s)`, { type: 'error', multiLine: true });
    if (!succeeded && !failed) notify('Failed to import confessions', { type: 'error' });
    if (succeeded) await rebuildAfter(`Imported ${succeeded} standard confession(s)`);
    setRunning(false);
    refresh();
  };

  const close = () => {
    if (running) return;
    setOpen(false);
    setProgress(null);
  };

  return (
    <>
      <Button label="Import Confessions" onClick={() => setOpen(true)} startIcon={<CloudDownloadIcon />} variant="contained" />
      <Dialog open={open} onClose={close} aria-labelledby="import-confessions-title" maxWidth="sm" fullWidth>
        <DialogTitle id="import-confessions-title">Import standard confessions</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This imports the five standard documents from the Creeds.json texts. Documents already present are updated in place: their sections keep their ids,
            so devotional references and reader bookmarks are kept. The Canons of Dort are unaffected. It takes about 1-2 minutes.
          </DialogContentText>
          <List dense aria-label="Documents to import">
            {IMPORT_DOCUMENTS.map((doc) => {
              const state = progress?.[doc.slug];
              return (
                <ListItem key={doc.slug} data-testid={`import-${doc.slug}`}>
                  <ListItemIcon>
                    {state === 'importing' ? (
                      <CircularProgress size={20} aria-label={`Importing ${doc.name}`} />
                    ) : state && typeof state === 'object' ? (
                      state.success ? (
                        <CheckCircleIcon color="success" titleAccess="Imported" />
                      ) : (
                        <ErrorIcon color="error" titleAccess="Failed" />
                      )
                    ) : (
                      <HourglassEmptyIcon color="disabled" titleAccess="Waiting" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={doc.name}
                    secondary={
                      state && typeof state === 'object'
                        ? state.success
                          ? `Imported: ${state.itemsImported ?? doc.count} ${doc.unit} (${state.sectionsImported} sections)`
                          : `Failed: ${state.error}`
                        : state === 'importing'
                          ? 'Importing…'
                          : `${doc.count} ${doc.unit}`
                    }
                  />
                </ListItem>
              );
            })}
          </List>
          {progress && !running && <Alert severity="info">Import finished. You can close this dialog.</Alert>}
        </DialogContent>
        <DialogActions>
          <Button label={progress && !running ? 'Close' : 'Cancel'} onClick={close} disabled={running} />
          {!progress && <Button label="Import" variant="contained" onClick={() => void start()} />}
          {running && <Button label="Importing…" variant="contained" disabled />}
        </DialogActions>
      </Dialog>
    </>
  );
}
