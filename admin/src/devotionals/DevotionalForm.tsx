/**
 * The devotional edit form: every field with its limit, tags with suggestions, confessional
 * references, narration and cover uploads, status. Validation is lib/devotionals/edit-form.ts, shared with the
 * save call; the database repeats each limit.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { DateInput, Form, Link, RadioButtonGroupInput, ResourceContextProvider, SaveButton, TextInput, Toolbar } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { displayDate } from '@lib/display-date.ts';
import { effectiveReadingTime, validateDevotionalForm } from '@lib/devotionals/edit-form.ts';
import { parseDiscussionQuestionsInput } from '@lib/devotionals/discussion-questions.ts';
import { slugify } from '@lib/slug.ts';
import { MediaInput } from './MediaInput.tsx';
import { GenerateMediaSection } from '../generator/GenerateMediaSection.tsx';
import { ReferencesInput } from './ReferencesInput.tsx';
import { TagsInput } from './TagsInput.tsx';
import { SeriesInput } from './SeriesInput.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { BsbMemoryVerseBeside, BsbPassageBeside } from './BsbBeside.tsx';
import type { LoadedDevotional } from './useDevotionalForEdit.ts';
import { useSaveDevotional } from './useSaveDevotional.ts';
import { useSiteToday } from '../publishing/useSiteToday.ts';

const count = (limit: number) => ({ helperText: `At most ${limit} characters` });

/** On a new devotional, the slug follows the title until the admin edits the slug. */
function SlugFromTitle({ enabled }: { enabled: boolean }) {
  const { setValue, getFieldState } = useFormContext();
  const title = useWatch({ name: 'title' }) as string | undefined;
  useEffect(() => {
    if (!enabled || getFieldState('slug').isDirty) return;
    setValue('slug', slugify(title ?? '').slice(0, 250), { shouldValidate: false });
  }, [enabled, title, setValue, getFieldState]);
  return null;
}

function ReadingTimeHint() {
  const [value, transcript] = useWatch({ name: ['reading_time', 'transcript'] }) as [unknown, string | undefined];
  const computed = effectiveReadingTime('', transcript);
  const set = value != null && value !== '';
  return (
    <Typography variant="caption" color="text.secondary" data-testid="reading-time-hint">
      {set
        ? `Set by hand. Words / 200 would give ${computed} min.`
        : `Computed from the transcript: ${computed} min (words / 200, rounded up). Enter a number to set it by hand.`}
    </Typography>
  );
}

function QuestionsPreview() {
  const text = useWatch({ name: 'discussion_questions_text' }) as string | undefined;
  const questions = parseDiscussionQuestionsInput(text);
  if (!questions.length) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary">
        Saved as {questions.length} {questions.length === 1 ? 'question' : 'questions'}:
      </Typography>
      <Box component="ol" sx={{ mt: 0, typography: 'body2' }} data-testid="questions-preview">
        {questions.map((q, i) => (
          <li key={i}>{q}</li>
        ))}
      </Box>
    </Box>
  );
}

function ReleaseNote() {
  const [status, date] = useWatch({ name: ['status', 'date'] }) as [string, string];
  const today = useSiteToday();
  if (status === 'published' && date && date > today) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="release-note">
        Published with a future date: readers see it from {displayDate(date)}, its date. Until then it stays hidden from the site, the feeds and search.
      </Alert>
    );
  }
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
      A published devotional is released on its date; one dated in the future stays hidden until then.
    </Typography>
  );
}

function FormToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="Save" alwaysEnable />
      <Button component={Link} to="/" label="Cancel" />
    </Toolbar>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `assistant`: shown at the top of the form, inside it (a translation's "Draft translation with AI" fills its fields). */
export function DevotionalForm({ loaded, assistant }: { loaded: LoadedDevotional; assistant?: ReactNode }) {
  // Set once the database has taken this form's values; the redirect follows (after the rebuild request).
  const [saved, setSaved] = useState(false);
  const save = useSaveDevotional(loaded, () => setSaved(true));
  const isNew = loaded.updatedAt === null;
  const id = loaded.values.id;
  // The form also lives on custom routes (/devotional/edit/:id), outside the devotionals resource's own routes;
  // its inputs (the references' iterator among them) need to know the resource.
  return (
    <ResourceContextProvider value="devotionals">
      <Card sx={{ mt: 2 }}>
        <Form record={loaded.values} validate={validateDevotionalForm} onSubmit={save as never} noValidate>
          <CardContent>
            <SlugFromTitle enabled={isNew} />
            <UnsavedChangesGuard saved={saved} />
            {assistant}
            <Section title="The devotional">
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, md: 8 }}>
                  <TextInput source="title" label="Title" fullWidth {...count(200)} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <DateInput source="date" label="Date" fullWidth helperText="The day it is released" />
                </Grid>
                <Grid size={{ xs: 12, md: 8 }}>
                  <TextInput source="slug" label="Slug" fullWidth {...count(250)} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextInput source="reading_time" label="Reading time (minutes)" type="number" fullWidth helperText={false} />
                  <ReadingTimeHint />
                </Grid>
              </Grid>
              <RadioButtonGroupInput
                source="status"
                label="Status"
                choices={[
                  { id: 'draft', name: 'Draft' },
                  { id: 'published', name: 'Published' },
                ]}
                helperText={false}
              />
              <ReleaseNote />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Scripture">
              <TextInput source="biblical_passage" label="Biblical passage" fullWidth {...count(200)} />
              <TextInput source="scripture_text" label="Scripture text" multiline minRows={3} fullWidth {...count(4000)} />
              <BsbPassageBeside />
              <TextInput source="biblical_context" label="Biblical context" multiline minRows={2} fullWidth {...count(2000)} />
              <TextInput source="memory_verse" label="Memory verse" fullWidth {...count(500)} />
              <BsbMemoryVerseBeside />
            </Section>
            <Section title="Themes">
              <TextInput source="main_character" label="Main character or event" fullWidth {...count(500)} />
              <TextInput source="key_doctrine" label="Key doctrine" fullWidth {...count(500)} />
              <TextInput source="focus" label="Focus" fullWidth {...count(500)} />
              <TagsInput />
              <SeriesInput />
            </Section>
            <Section title="Story and response">
              <TextInput source="transcript" label="Transcript (the story)" multiline minRows={10} fullWidth {...count(15000)} />
              <TextInput
                source="discussion_questions_text"
                label="Discussion questions"
                multiline
                minRows={4}
                fullWidth
                helperText="One per line (or separated by commas on one line). At most 1000 characters."
              />
              <QuestionsPreview />
              <TextInput source="prayer_suggestion" label="Prayer suggestion" multiline minRows={3} fullWidth {...count(1000)} />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Confessional references">
              <ReferencesInput />
            </Section>
            <Divider sx={{ mb: 2 }} />
            <Section title="Audio and cover">
              <MediaInput source="audio_url_male" kind="audio-male" label="Male narration" devotionalId={id} />
              <MediaInput source="audio_url_female" kind="audio-female" label="Female narration" devotionalId={id} />
              <MediaInput source="image_url" kind="cover" label="Cover image" devotionalId={id} />
              <GenerateMediaSection devotionalId={id} />
            </Section>
          </CardContent>
          <FormToolbar />
        </Form>
      </Card>
    </ResourceContextProvider>
  );
}
