/**
 * /devotional-generator: the admin describes the devotional, the AI writes a draft
 * (generate-devotional), the admin edits it, optionally generates its narration in two voices and four covers
 * to choose from, and saves it as a draft, which then opens in the devotional editor. "Write it by hand" opens an
 * empty draft instead (no AI key needed), with the same narration, covers and save. The state and what each button
 * does are in ./useGenerator.ts; media are stored only at save time, and removed again when the save fails, so
 * storage never holds files no devotional names.
 */
import { Alert, Box, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { GeneratorInputForm } from './GeneratorInputForm.tsx';
import { DraftEditor } from './DraftEditor.tsx';
import { NarrationPanel } from './NarrationPanel.tsx';
import { CoverChooser } from './CoverChooser.tsx';
import { useGenerator } from './useGenerator.ts';

export function GeneratorPage() {
  const generator = useGenerator();
  const { draft, busy } = generator;
  return (
    <Box component="main" sx={{ maxWidth: 900 }}>
      <Title title="Devotional generator" />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Devotional generator
        </Typography>
        <Button component={Link} to="/" label="Back to the panel" />
      </Stack>

      <Card component="section" aria-labelledby="generator-input-heading" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="generator-input-heading" variant="h6" component="h2" gutterBottom>
            What should the devotional be about?
          </Typography>
          <GeneratorInputForm
            values={generator.values}
            errors={generator.inputErrors}
            lookup={generator.lookup}
            disabled={busy}
            onChange={generator.changeInput}
          />
          <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap' }}>
            <Button label={draft ? 'Generate again' : 'Generate devotional'} variant="contained" onClick={generator.generate} disabled={busy} />
            {!draft && <Button label="Write it by hand" variant="outlined" onClick={generator.writeByHand} disabled={busy} />}
          </Stack>
          {generator.generating && (
            <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
              <LinearProgress aria-label="Writing the devotional" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                Writing the devotional… this usually takes under a minute.
              </Typography>
            </Box>
          )}
          {generator.generationError && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {generator.generationError}
            </Alert>
          )}
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="generator-draft-heading" sx={{ mb: 3 }}>
        <CardContent>
          <Typography id="generator-draft-heading" variant="h6" component="h2" gutterBottom>
            Generated draft
          </Typography>
          {draft ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Read it through and edit anything before saving. It is saved as a draft; readers see nothing until you publish it.
              </Typography>
              <DraftEditor draft={draft} errors={generator.draftErrors} disabled={busy} onChange={generator.changeDraft} />
              <Divider sx={{ my: 3 }} />
              <NarrationPanel
                narration={generator.narration}
                running={generator.narrating}
                error={generator.narrationError}
                disabled={busy}
                onGenerate={generator.generateAudio}
              />
              <CoverChooser
                covers={generator.covers}
                selected={generator.chosenCover}
                running={generator.drawing}
                error={generator.coversError}
                disabled={busy}
                onGenerate={generator.generateImages}
                onSelect={generator.setChosenCover}
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nothing generated yet. Fill in the form above and choose Generate devotional, or Write it by hand.
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            After saving, the draft opens in the devotional editor, where you add tags and confession references, and can replace the narration or the cover.
          </Typography>
          <Button label={generator.saving ? 'Saving…' : 'Save as Draft'} variant="contained" onClick={generator.save} disabled={busy} />
        </CardContent>
      </Card>
    </Box>
  );
}
