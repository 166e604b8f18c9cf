/**
 * The hierarchical editor (Westminster Confession, Canons of Dort): collapsible heads with their
 * articles (preview 150 characters) and, for the Canons, a Rejection of Errors group (preview 100 characters);
 * Add Section, Bulk Import of the structure, Add Q&A on a chapter, edit and delete.
 */
import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { Button } from '../common/LabelledButton.tsx';
import { preview, PREVIEW_LENGTH } from '@lib/confessions/editor-rules.ts';
import { toRoman } from '@lib/roman.ts';
import { AddQaDialog } from './AddQaDialog.tsx';
import { BulkPasteDialog } from './BulkPasteDialog.tsx';
import { DeleteSectionButton } from './DeleteSectionButton.tsx';
import type { SectionsEditorProps } from './FlatSectionsEditor.tsx';
import { SectionFormDialog } from './SectionFormDialog.tsx';
import type { Section } from '../providers/types.ts';

const byNumber = (a: Section, b: Section) => a.section_number - b.section_number;

const roman = (n: number) => toRoman(Math.max(1, n));

function headLabel(head: Section): string {
  return head.section_type === 'head' ? `Head ${head.section_number}` : `Chapter ${roman(head.section_number)}`;
}

/** A Westminster chapter holds Roman-numbered sections; a Canons head holds articles and errors. */
function childLabel(head: Section, child: Section): string {
  if (child.section_type === 'rejection') return `${headLabel(head)}, error ${child.section_number}`;
  return head.section_type === 'head' ? `${headLabel(head)}, article ${child.section_number}` : `${headLabel(head)}, section ${roman(child.section_number)}`;
}

export function HierarchicalSectionsEditor({ confession, sections, loading, onChanged }: SectionsEditorProps) {
  const [form, setForm] = useState<{ section: Section | null; parentId: string | null } | null>(null);
  const [qaHead, setQaHead] = useState<Section | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const heads = sections.filter((s) => !s.parent_section_id).sort(byNumber);

  const childItem = (child: Section, length: number, label: string) => (
    <ListItem
      key={child.id}
      divider
      secondaryAction={
        <Stack direction="row">
          <IconButton aria-label={`Edit ${label}`} size="small" onClick={() => setForm({ section: child, parentId: child.parent_section_id })}>
            <EditIcon fontSize="small" />
          </IconButton>
          <DeleteSectionButton section={child} label={label} onDeleted={onChanged} />
        </Stack>
      }
    >
      <ListItemText
        primary={`${label}${child.title ? `: ${child.title}` : ''}`}
        secondary={`${preview(child.content, length)} · ${child.scripture_proofs.length} proofs`}
        sx={{ pr: 10 }}
      />
    </ListItem>
  );

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap">
        <Button label="Add Section" onClick={() => setForm({ section: null, parentId: null })} startIcon={<AddIcon />} variant="contained" />
        <Button label="Bulk Import" onClick={() => setPasteOpen(true)} startIcon={<ContentPasteIcon />} variant="outlined" />
      </Stack>
      {loading ? (
        <CircularProgress aria-label="Loading sections" />
      ) : heads.length === 0 ? (
        <Typography>No chapters yet. Add one, or import the whole structure with Bulk Import.</Typography>
      ) : (
        heads.map((head) => {
          const children = sections.filter((s) => s.parent_section_id === head.id);
          const articles = children.filter((c) => c.section_type !== 'rejection').sort(byNumber);
          const rejections = children.filter((c) => c.section_type === 'rejection').sort(byNumber);
          const label = headLabel(head);
          return (
            <Accordion key={head.id} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`head-${head.id}-content`} id={`head-${head.id}-summary`}>
                <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
                  {label}
                  {head.title ? `: ${head.title}` : ''}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {articles.length} {head.section_type === 'head' ? 'articles' : 'sections'}
                  {rejections.length ? `, ${rejections.length} rejections of errors` : ''}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack direction="row" spacing={1} sx={{ mb: 1 }} flexWrap="wrap" alignItems="center">
                  {head.content && (
                    <Typography variant="body2" sx={{ mr: 2 }}>
                      {head.content}
                    </Typography>
                  )}
                  <Button label="Add Q&A" onClick={() => setQaHead(head)} startIcon={<QuestionAnswerIcon />} aria-label={`Add Q&A to ${label}`} />
                  <Button
                    label="Add Article"
                    onClick={() => setForm({ section: null, parentId: head.id })}
                    startIcon={<AddIcon />}
                    aria-label={`Add article to ${label}`}
                  />
                  <IconButton aria-label={`Edit ${label}`} size="small" onClick={() => setForm({ section: head, parentId: null })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <DeleteSectionButton section={head} label={label} childCount={children.length} onDeleted={onChanged} />
                </Stack>
                <List dense aria-label={`${head.section_type === 'head' ? 'Articles' : 'Sections'} of ${label}`}>
                  {articles.map((a) => childItem(a, PREVIEW_LENGTH.article, childLabel(head, a)))}
                </List>
                {rejections.length > 0 && (
                  <>
                    <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                      Rejection of Errors
                    </Typography>
                    <List dense aria-label={`Rejection of Errors of ${label}`}>
                      {rejections.map((r) => childItem(r, PREVIEW_LENGTH.rejection, childLabel(head, r)))}
                    </List>
                  </>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
      <SectionFormDialog
        confession={confession}
        sections={sections}
        section={form?.section ?? null}
        parentId={form?.parentId ?? null}
        hierarchical
        open={form !== null}
        onClose={() => setForm(null)}
        onSaved={onChanged}
      />
      <AddQaDialog confession={confession} sections={sections} head={qaHead} open={qaHead !== null} onClose={() => setQaHead(null)} onSaved={onChanged} />
      <BulkPasteDialog
        confession={confession}
        sections={sections}
        open={pasteOpen}
        title="Bulk Import"
        onClose={() => setPasteOpen(false)}
        onImported={onChanged}
      />
    </Box>
  );
}
