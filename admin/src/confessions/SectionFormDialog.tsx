/**
 * Add Section and edit section: section number and content required, title optional, the
 * scripture proofs; in the hierarchical editor also the section's kind and the head it belongs to.
 */
import { useEffect, useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { sectionFormError } from '@lib/confessions/editor-rules.ts';
import { flatSectionType, headSectionType, sectionUrlSlug, withUniqueSlugs } from '@lib/confessions/paste/rows.ts';
import type { SectionType } from '@lib/confessions/creeds-json.ts';
import type { Json } from '@lib/database.types.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ScriptureProofsInput } from './ScriptureProofsInput.tsx';
import type { Confession, Section } from '../providers/types.ts';

export interface SectionFormDialogProps {
  confession: Confession;
  sections: Section[];
  /** The section being edited, or null to add one. */
  section: Section | null;
  hierarchical: boolean;
  /** Preselected head when adding from a chapter. */
  parentId?: string | null;
  open: boolean;
  onClose: () => void;
  onSaved: (what: string) => void;
}

const TYPE_LABELS: Record<string, string> = {
  chapter: 'Chapter',
  head: 'Head of doctrine',
  article: 'Article',
  question: 'Question',
  rejection: 'Rejection of error',
};

export function SectionFormDialog({ confession, sections, section, hierarchical, parentId = null, open, onClose, onSaved }: SectionFormDialogProps) {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const headType = headSectionType(confession.slug);
  const types: string[] = hierarchical ? [headType, 'article', ...(headType === 'head' ? ['rejection'] : [])] : [flatSectionType(confession.slug)];
  const heads = sections.filter((s) => !s.parent_section_id && (s.section_type === 'chapter' || s.section_type === 'head'));

  const [type, setType] = useState('');
  const [parent, setParent] = useState('');
  const [number, setNumber] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [proofs, setProofs] = useState<Json[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setType(section?.section_type ?? (parentId ? 'article' : types[0]));
    setParent(section?.parent_section_id ?? parentId ?? '');
    setNumber(section ? String(section.section_number) : '');
    setTitle(section?.title ?? '');
    setContent(section?.content ?? '');
    setProofs(section?.scripture_proofs ?? []);
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, section, parentId]);

  const isHead = type === 'chapter' || type === 'head';
  const save = async () => {
    const problem = sectionFormError({ number, content, type }) ?? (hierarchical && !isHead && !parent ? 'Choose the chapter this section belongs to' : null);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    const fields = {
      section_type: type,
      section_number: Number(number),
      title: title.trim() || null,
      content: content.trim(),
      scripture_proofs: proofs,
      parent_section_id: hierarchical && !isHead ? parent : null,
    };
    try {
      if (section) {
        await dataProvider.updateSection(section.id, fields);
        notify('Section updated successfully', { type: 'success' });
        onSaved(`section ${fields.section_number} updated`);
      } else {
        const parentRow = sections.find((s) => s.id === fields.parent_section_id) ?? null;
        const slug = sectionUrlSlug(type as SectionType, fields.section_number, parentRow?.url_slug ?? null, (parentRow?.section_type as SectionType) ?? null);
        const [unique] = withUniqueSlugs(
          [{ url_slug: slug, parent_url_slug: null, section_type: type as SectionType, section_number: 0, title: null, content: '', scripture_proofs: [] }],
          sections.map((s) => s.url_slug),
        );
        await dataProvider.insertSection(confession.id, { ...fields, url_slug: unique.url_slug });
        notify('Section added successfully', { type: 'success' });
        onSaved(`section ${fields.section_number} added`);
      }
      onClose();
    } catch (e) {
      notify(section ? 'Failed to update section' : 'Failed to save section', { type: 'error' });
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="section-form-title" maxWidth="md" fullWidth>
      <DialogTitle id="section-form-title">{section ? 'Edit Section' : 'Add Section'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {hierarchical && (
            <Stack direction="row" spacing={2}>
              <TextField select label="Kind" value={type} onChange={(e) => setType(e.target.value)} sx={{ minWidth: 200 }}>
                {types.map((t) => (
                  <MenuItem key={t} value={t}>
                    {TYPE_LABELS[t] ?? t}
                  </MenuItem>
                ))}
              </TextField>
              {!isHead && (
                <TextField select label="Belongs to" value={parent} onChange={(e) => setParent(e.target.value)} sx={{ minWidth: 300 }} required>
                  {heads.map((h) => (
                    <MenuItem key={h.id} value={h.id}>{`${TYPE_LABELS[h.section_type]} ${h.section_number}${h.title ? `: ${h.title}` : ''}`}</MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          )}
          <TextField
            label="Section number"
            type="number"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            required
            slotProps={{ htmlInput: { min: 0 } }}
            sx={{ maxWidth: 200 }}
          />
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} helperText="Optional; for a Q&A, the question" />
          <TextField
            label={isHead ? 'Subtitle' : 'Content'}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            required={!isHead}
            multiline
            minRows={isHead ? 1 : 6}
            helperText="Separate paragraphs with a blank line"
          />
          {!isHead && <ScriptureProofsInput value={proofs} onChange={setProofs} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onClose} disabled={saving} />
        <Button label={saving ? 'Saving…' : 'Save'} onClick={() => void save()} disabled={saving} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}
