/** Add Q&A on a chapter (hierarchical editor): question number, question and answer, all required. */
import { useEffect, useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { sectionUrlSlug, withUniqueSlugs } from '@lib/confessions/paste/rows.ts';
import type { SectionType } from '@lib/confessions/creeds-json.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Confession, Section } from '../providers/types.ts';

export const QA_REQUIRED = 'Please fill in question number, question, and answer';

export function AddQaDialog({
  confession,
  sections,
  head,
  open,
  onClose,
  onSaved,
}: {
  confession: Confession;
  sections: Section[];
  head: Section | null;
  open: boolean;
  onClose: () => void;
  onSaved: (what: string) => void;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [number, setNumber] = useState('');
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      const children = sections.filter((s) => s.parent_section_id === head?.id && s.section_type === 'article');
      setNumber(String(children.reduce((max, s) => Math.max(max, s.section_number), 0) + 1));
      setQuestion('');
      setAnswer('');
      setError(null);
    }
  }, [open, head, sections]);

  const save = async () => {
    if (!head) return;
    if (!number.trim() || !question.trim() || !answer.trim() || Number(number) < 1) {
      setError(QA_REQUIRED);
      notify(QA_REQUIRED, { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      const slug = sectionUrlSlug('article', Number(number), head.url_slug, head.section_type as SectionType);
      const [unique] = withUniqueSlugs(
        [{ url_slug: slug, parent_url_slug: null, section_type: 'article', section_number: 0, title: null, content: '', scripture_proofs: [] }],
        sections.map((s) => s.url_slug),
      );
      await dataProvider.insertSection(confession.id, {
        section_type: 'article',
        section_number: Number(number),
        title: question.trim(),
        content: answer.trim(),
        scripture_proofs: [],
        parent_section_id: head.id,
        url_slug: unique.url_slug,
      });
      notify('Q&A added successfully', { type: 'success' });
      onSaved(`Q&A ${number} added to ${head.section_type} ${head.section_number}`);
      onClose();
    } catch (e) {
      setError((e as Error).message);
      notify('Failed to add Q&A', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-qa-title" maxWidth="md" fullWidth>
      <DialogTitle id="add-qa-title">{head ? `Add Q&A to ${head.section_type === 'head' ? 'Head' : 'Chapter'} ${head.section_number}` : 'Add Q&A'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Question number" type="number" value={number} onChange={(e) => setNumber(e.target.value)} required sx={{ maxWidth: 220 }} />
          <TextField label="Question" value={question} onChange={(e) => setQuestion(e.target.value)} required />
          <TextField label="Answer" value={answer} onChange={(e) => setAnswer(e.target.value)} required multiline minRows={4} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} disabled={saving} />
        <Button label={saving ? 'Saving…' : 'Add Q&A'} onClick={() => void save()} disabled={saving} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}
