/**
 * Bulk Paste: input (preset, mode, text) → preview (back to edit) → import. Replace mode
 * is one RPC, so the old sections are removed only when all new ones are written; append mode adds the rows
 * in batches of 50.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { defaultPreset, parsePaste, PRESETS, type PastePreview, type PresetId } from '@lib/confessions/paste/presets.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { PastePreviewList, parsedSummary } from './PastePreviewList.tsx';
import type { Confession, Section } from '../providers/types.ts';

type Mode = 'append' | 'replace';

export interface BulkPasteDialogProps {
  confession: Confession;
  sections: Section[];
  open: boolean;
  title?: string;
  onClose: () => void;
  onImported: (what: string) => void;
}

export function BulkPasteDialog({ confession, sections, open, title = 'Bulk Paste', onClose, onImported }: BulkPasteDialogProps) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [preset, setPreset] = useState<PresetId>(defaultPreset(confession.slug));
  const [mode, setMode] = useState<Mode>('append');
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<PastePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (open) {
      setParsed(null);
      setError(null);
    }
  }, [open]);

  const parse = () => {
    try {
      const result = parsePaste(preset, text, confession.slug);
      if (!result.ok) {
        setError(result.message);
        notify(result.message, { type: 'error' });
        return;
      }
      setError(null);
      setParsed(result.preview);
      notify(parsedSummary(result.preview), { type: 'info' });
    } catch (e) {
      setError((e as Error).message);
      notify('Failed to parse sections', { type: 'error' });
    }
  };

  const importRows = async () => {
    if (!parsed) return;
    setImporting(true);
    try {
      const n =
        mode === 'replace'
          ? (await dataProvider.replaceSections(confession.id, parsed.rows), parsed.rows.length)
          : await dataProvider.appendSections(confession.id, parsed.rows, sections);
      notify(`Successfully imported ${n} sections`, { type: 'success' });
      onImported(`${n} sections imported by bulk paste (${mode})`);
      setText('');
      setParsed(null);
      onClose();
    } catch (e) {
      setError((e as Error).message);
      notify('Failed to import sections', { type: 'error' });
      // Append mode may have written some batches before failing: show what is there now.
      if (mode === 'append') onImported('bulk paste partly imported');
    } finally {
      setImporting(false);
    }
  };

  const presetInfo = PRESETS.find((p) => p.id === preset)!;
  return (
    <Dialog open={open} onClose={importing ? undefined : onClose} aria-labelledby="bulk-paste-title" maxWidth="md" fullWidth>
      <DialogTitle id="bulk-paste-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {!parsed ? (
            <>
              <TextField select label="Format" value={preset} onChange={(e) => setPreset(e.target.value as PresetId)} sx={{ maxWidth: 560 }}>
                {PRESETS.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.label}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl>
                <FormLabel id="bulk-paste-mode">Import mode</FormLabel>
                <RadioGroup row aria-labelledby="bulk-paste-mode" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
                  <FormControlLabel value="append" control={<Radio />} label="Append to existing sections" />
                  <FormControlLabel value="replace" control={<Radio />} label="Replace all sections" />
                </RadioGroup>
              </FormControl>
              {mode === 'replace' && (
                <Alert severity="warning">
                  Replace deletes all {sections.length} existing sections first, with the devotional references and reader bookmarks that point to them.
                </Alert>
              )}
              <TextField
                label="Text to parse"
                value={text}
                onChange={(e) => setText(e.target.value)}
                multiline
                minRows={12}
                maxRows={24}
                placeholder={presetInfo.example}
                slotProps={{ htmlInput: { spellCheck: false }, inputLabel: { shrink: true } }}
              />
            </>
          ) : (
            <>
              <Typography component="h3" variant="subtitle1">
                {parsedSummary(parsed)}
              </Typography>
              <Typography variant="body2">
                {mode === 'replace'
                  ? `Importing replaces all ${sections.length} existing sections.`
                  : `Importing adds ${parsed.rows.length} sections to the ${sections.length} there are.`}
              </Typography>
              <PastePreviewList preview={parsed} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} disabled={importing} />
        {parsed ? (
          <>
            <Button label="Back to edit" onClick={() => setParsed(null)} disabled={importing} />
            <Button
              label={importing ? 'Importing…' : `Import ${parsed.rows.length} sections`}
              onClick={() => void importRows()}
              disabled={importing}
              variant="contained"
            />
          </>
        ) : (
          <Button label="Parse" onClick={parse} variant="contained" />
        )}
      </DialogActions>
    </Dialog>
  );
}
