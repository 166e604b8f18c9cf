/**
 * The flat sections editor: No., Title, Content Preview (100 characters), Proofs count, edit and
 * delete; Add Section and Bulk Paste, and for the Heidelberg Catechism Add Lord's Day.
 */
import { useState } from 'react';
import { Box, CircularProgress, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import EditIcon from '@mui/icons-material/Edit';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Button } from '../common/LabelledButton.tsx';
import { offersLordsDays, preview, PREVIEW_LENGTH } from '@lib/confessions/editor-rules.ts';
import { AddLordsDayDialog } from './AddLordsDayDialog.tsx';
import { BulkPasteDialog } from './BulkPasteDialog.tsx';
import { DeleteSectionButton } from './DeleteSectionButton.tsx';
import { SectionFormDialog } from './SectionFormDialog.tsx';
import type { Confession, Section } from '../providers/types.ts';

export interface SectionsEditorProps {
  confession: Confession;
  sections: Section[];
  loading: boolean;
  onChanged: (what: string) => void;
}

export function FlatSectionsEditor({ confession, sections, loading, onChanged }: SectionsEditorProps) {
  const [editing, setEditing] = useState<Section | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [lordsDayOpen, setLordsDayOpen] = useState(false);
  const ordered = [...sections].sort((a, b) => a.section_number - b.section_number);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap">
        <Button
          label="Add Section"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
          startIcon={<AddIcon />}
          variant="contained"
        />
        <Button label="Bulk Paste" onClick={() => setPasteOpen(true)} startIcon={<ContentPasteIcon />} variant="outlined" />
        {offersLordsDays(confession.slug) && (
          <Button label="Add Lord's Day" onClick={() => setLordsDayOpen(true)} startIcon={<EventNoteIcon />} variant="outlined" />
        )}
      </Stack>
      {loading ? (
        <CircularProgress aria-label="Loading sections" />
      ) : ordered.length === 0 ? (
        <Typography>No sections yet. Add one, or paste a whole document with Bulk Paste.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={`Sections of ${confession.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>No.</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>Content Preview</TableCell>
                <TableCell>Proofs</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ordered.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.section_number}</TableCell>
                  <TableCell>{s.title ?? '—'}</TableCell>
                  <TableCell>{preview(s.content, PREVIEW_LENGTH.flat)}</TableCell>
                  <TableCell>{s.scripture_proofs.length}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={`Edit section ${s.section_number}`}
                      size="small"
                      onClick={() => {
                        setEditing(s);
                        setFormOpen(true);
                      }}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <DeleteSectionButton section={s} label={`section ${s.section_number}`} onDeleted={onChanged} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <SectionFormDialog
        confession={confession}
        sections={sections}
        section={editing}
        hierarchical={false}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={onChanged}
      />
      <BulkPasteDialog confession={confession} sections={sections} open={pasteOpen} onClose={() => setPasteOpen(false)} onImported={onChanged} />
      {offersLordsDays(confession.slug) && (
        <AddLordsDayDialog confession={confession} sections={sections} open={lordsDayOpen} onClose={() => setLordsDayOpen(false)} onSaved={onChanged} />
      )}
    </Box>
  );
}
