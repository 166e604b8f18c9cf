/**
 * The generator's covers: Generate images, a progress indicator, then the four styles as a choice (a radio group:
 * click, or arrow keys and Space), the first chosen to begin with. A preview that cannot be shown becomes a placeholder.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { MediaProgress } from './MediaProgress.tsx';
import ImageIcon from '@mui/icons-material/ImageNotSupported';
import { Button } from '../common/LabelledButton.tsx';
import type { GeneratedCover } from './generateCovers.ts';

interface Props {
  covers: GeneratedCover[] | null;
  selected: number;
  running: boolean;
  error: string | null;
  disabled: boolean;
  onGenerate: () => void;
  onSelect: (index: number) => void;
  /** What the action is called where the chooser is used (the generator's "Generate images", the editor's "Generate covers"). */
  generateLabel?: string;
  /** Shown under the choice, e.g. the editor's "Use this cover". */
  children?: React.ReactNode;
}

function Preview({ cover }: { cover: GeneratedCover }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        data-testid="image-placeholder"
        sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <Stack sx={{ alignItems: 'center' }}>
          <ImageIcon aria-hidden />
          <Typography variant="caption">Image not available</Typography>
        </Stack>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={cover.previewUrl}
      alt=""
      onError={() => setFailed(true)}
      sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover' }}
    />
  );
}

export function CoverChooser({ covers, selected, running, error, disabled, onGenerate, onSelect, generateLabel = 'Generate images', children }: Props) {
  const options = useRef<Array<HTMLDivElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    if (!covers) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onSelect(index);
    } else if (step) {
      event.preventDefault();
      const next = (index + step + covers.length) % covers.length;
      onSelect(next);
      options.current[next]?.focus();
    }
  };
  return (
    <Box component="section" aria-labelledby="generator-covers-heading">
      <Typography id="generator-covers-heading" variant="subtitle1" component="h3" gutterBottom>
        Cover image
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Four covers in different styles; the chosen one is saved for link previews (1200×630) and cards (square).
      </Typography>
      <Button label={covers ? `${generateLabel} again` : generateLabel} variant="outlined" onClick={onGenerate} disabled={disabled} />
      <MediaProgress running={running} label="Generating images" message="Drawing four covers…" error={error} />
      {covers && !running && (
        <Box role="radiogroup" aria-label="Cover style" sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {covers.map((cover, i) => {
            const checked = i === selected;
            return (
              <Box
                key={`${cover.style}-${cover.index}`}
                ref={(el: HTMLDivElement | null) => {
                  options.current[i] = el;
                }}
                role="radio"
                aria-checked={checked}
                aria-label={`${cover.name} cover`}
                tabIndex={checked ? 0 : -1}
                onClick={() => onSelect(i)}
                onKeyDown={(e) => move(e, i)}
                sx={{
                  cursor: 'pointer',
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: checked ? '3px solid' : '1px solid',
                  outlineColor: checked ? 'primary.main' : 'divider',
                  '&:focus-visible': { boxShadow: (t) => `0 0 0 6px ${t.palette.primary.light}` },
                }}
              >
                <Preview cover={cover} />
                <Typography variant="body2" sx={{ p: 1, fontWeight: checked ? 700 : 400 }}>
                  {cover.name}
                  {checked ? ' (chosen)' : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      {covers && !running && children}
    </Box>
  );
}
