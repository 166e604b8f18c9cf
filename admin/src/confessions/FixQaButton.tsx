/**
 * Fix Q&A Format: rewrites sections still carrying "Q:", "A:" and "Refs:" prefixes, the question
 * into the title and the references into the proofs, all in one transaction.
 */
import { useState } from 'react';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { fixQaFormat } from '@lib/confessions/paste/fix-qa.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { Confession } from '../providers/types.ts';

export function FixQaButton({ confession, onFixed }: { confession: Confession; onFixed: (what: string) => void }) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const patches = fixQaFormat(confession.slug, await dataProvider.getSections(confession.id));
      if (!patches.length) {
        notify('All Q&A sections are already formatted', { type: 'info' });
      } else {
        const n = await dataProvider.applySectionPatches(confession.id, patches);
        notify(`Reformatted ${n} Q&A sections`, { type: 'success' });
        onFixed(`Q&A format fixed in ${n} sections`);
      }
    } catch {
      notify('Failed to process Q&A formatting', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="Fix Q&A Format" onClick={() => setOpen(true)} startIcon={<AutoFixHighIcon />} disabled={busy} />
      <Confirm
        isOpen={open}
        loading={busy}
        title="Fix Q&A Format?"
        content='Sections whose text starts with "Q:", "A:" or "Refs:" are rewritten: the question becomes the title, the answer the content, and the references join the scripture proofs.'
        confirm="Fix format"
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
