/**
 * Add Lord's Day (Heidelberg only): a Lord's Day number and its Q&As. The project stores the questions (the
 * Lord's Day table is fixed, lib/lords-days.ts), so saving adds one question row per Q&A; the question numbers
 * start at the ones the table gives the Lord's Day.
 */
import { useEffect, useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Typography } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { questionsOfLordsDay } from '@lib/lords-days.ts';
import { flatSectionType, sectionUrlSlug, withUniqueSlugs } from '@lib/confessions/paste/rows.ts';
import type { SectionRow } from '@lib/confessions/creeds-json.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Confession, Section } from '../providers/types.ts';

interface QaDraft {
  number: string;
  question: string;
  answer: string;
}

const blank = (number = ''): QaDraft => ({ number, question: '', answer: '' });

export function AddLordsDayDialog({
  confession,
  sections,
  open,
  onClose,
  onSaved,
}: {
  confession: Confession;
  sections: Section[];
  open: boolean;
  onClose: () => void;
  onSaved: (what: string) => void;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [day, setDay] = useState('');
  const [qas, setQas] = useState<QaDraft[]>([blank()]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setDay('');
      setQas([blank()]);
      setError(null);
    }
  }, [open]);

  const chooseDay = (value: string) => {
    setDay(value);
    const questions = questionsOfLordsDay(Number(value));
    if (questions.length && qas.every((q) => !q.question && !q.answer)) setQas(questions.map((n) => blank(String(n))));
  };

  const save = async () => {
    const number = Number(day);
    const complete = qas.filter((q) => q.number.trim() && Number(q.number) >= 1 && q.question.trim() && q.answer.trim());
    if (!day.trim() || !Number.isInteger(number) || number < 1 || complete.length === 0) {
      setError("Please fill in Lord's Day number and at least one Q&A");
      notify("Please fill in Lord's Day number and at least one Q&A", { type: 'error' });
      return;
    }
    const type = flatSectionType(confession.slug);
    const taken = complete.find((q) => sections.some((s) => !s.parent_section_id && s.section_type === type && s.section_number === Number(q.number)));
    if (taken) {
      setError(`Question ${taken.number} already exists; edit it in the table instead`);
      notify("Failed to save Lord's Day", { type: 'error' });
      return;
    }
    const rows: SectionRow[] = complete.map((q) => ({
      url_slug: sectionUrlSlug(type, Number(q.number), null),
      parent_url_slug: null,
      section_type: type,
      section_number: Number(q.number),
      title: q.question.trim(),
      content: q.answer.trim(),
      scripture_proofs: [],
    }));
    setSaving(true);
    try {
      await dataProvider.appendSections(confession.id, withUniqueSlugs(rows, []), sections);
      notify(`Lord's Day ${number} saved with ${rows.length} Q&A(s)`, { type: 'success' });
      onSaved(`Lord's Day ${number} added`);
      onClose();
    } catch (e) {
      setError((e as Error).message);
      notify("Failed to save Lord's Day", { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const update = (i: number, patch: Partial<QaDraft>) => setQas(qas.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lords-day-title" maxWidth="md" fullWidth>
      <DialogTitle id="lords-day-title">Add Lord's Day</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Lord's Day number"
            type="number"
            value={day}
            onChange={(e) => chooseDay(e.target.value)}
            slotProps={{ htmlInput: { min: 1 } }}
            sx={{ maxWidth: 220 }}
            required
          />
          {qas.map((qa, i) => (
            <Stack key={i} spacing={1} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Typography variant="subtitle2" component="h3">
                  Q&A {i + 1}
                </Typography>
                {qas.length > 1 && (
                  <IconButton aria-label={`Remove Q&A ${i + 1}`} size="small" onClick={() => setQas(qas.filter((_, j) => j !== i))}>
                    <RemoveCircleOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
              <TextField
                label={`Question number (Q&A ${i + 1})`}
                type="number"
                value={qa.number}
                onChange={(e) => update(i, { number: e.target.value })}
                sx={{ maxWidth: 220 }}
              />
              <TextField label={`Question (Q&A ${i + 1})`} value={qa.question} onChange={(e) => update(i, { question: e.target.value })} />
              <TextField label={`Answer (Q&A ${i + 1})`} value={qa.answer} onChange={(e) => update(i, { answer: e.target.value })} multiline minRows={3} />
            </Stack>
          ))}
          <Button label="Add another Q&A" onClick={() => setQas([...qas, blank()])} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} disabled={saving} />
        <Button label={saving ? 'Saving…' : "Save Lord's Day"} onClick={() => void save()} disabled={saving} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}
