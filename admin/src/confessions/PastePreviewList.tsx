/** The bulk paste preview: what the parser found, in the shape of the chosen preset. */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PastePreview } from '@lib/confessions/paste/presets.ts';
import { preview as cut, PREVIEW_LENGTH } from '@lib/confessions/editor-rules.ts';
import { toRoman } from '@lib/roman.ts';

export function PastePreviewList({ preview }: { preview: PastePreview }) {
  const box = { maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 } as const;
  // The list scrolls, so keyboard users must be able to focus it to scroll.
  const scrollable = { role: 'region', tabIndex: 0, 'aria-label': 'Preview' } as const;
  if (preview.kind === 'lords-days') {
    return (
      <Box sx={box} {...scrollable}>
        <List dense aria-label="Parsed Lord's Days">
          {preview.days.map((day) => (
            <ListItem key={day.number} alignItems="flex-start">
              <ListItemText
                primary={`Lord's Day ${day.number}`}
                secondary={day.questions.map((q) => `Q${q.number}. ${q.question} (${q.proofs.length} proofs)`).join(' · ') || 'No questions'}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }
  if (preview.kind === 'chapters') {
    return (
      <Box sx={box} {...scrollable}>
        <List dense aria-label="Parsed chapters">
          {preview.chapters.map((chapter) => {
            const rejections = chapter.sections.filter((s) => s.kind === 'rejection').length;
            return (
              <ListItem key={chapter.number} alignItems="flex-start">
                <ListItemText
                  primary={`Chapter ${toRoman(chapter.number)}${chapter.title ? `: ${chapter.title}` : ''}`}
                  secondary={`${chapter.sections.length - rejections} sections${rejections ? `, ${rejections} rejections of errors` : ''}${chapter.sections[0] ? ` · I. ${cut(chapter.sections[0].content, 80)}` : ''}`}
                />
              </ListItem>
            );
          })}
        </List>
      </Box>
    );
  }
  return (
    <Box sx={box} {...scrollable}>
      <List dense aria-label="Parsed sections">
        {preview.rows.map((row) => (
          <ListItem key={row.url_slug} alignItems="flex-start">
            <ListItemText
              primary={`${row.section_number}. ${row.title ?? ''}`}
              secondary={`${cut(row.content, PREVIEW_LENGTH.flat)} (${row.scripture_proofs.length} proofs)`}
            />
          </ListItem>
        ))}
      </List>
      {preview.rows.length === 0 && <Typography sx={{ p: 2 }}>Nothing parsed.</Typography>}
    </Box>
  );
}

/** "Parsed 52 Lord's Days with 129 questions" and the like, for the parse toast and the preview heading. */
export function parsedSummary(preview: PastePreview): string {
  if (preview.kind === 'lords-days') return `Parsed ${preview.days.length} Lord's Days with ${preview.rows.length} questions`;
  if (preview.kind === 'chapters') return `Parsed ${preview.chapters.length} chapters with ${preview.rows.length - preview.chapters.length} sections`;
  return `Parsed ${preview.rows.length} sections`;
}
