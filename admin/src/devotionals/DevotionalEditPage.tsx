/**
 * /devotional/edit/:id (the spec's /admin/devotional/edit/{id}) and /devotional/create. Loads the devotional with
 * its tags and references; a load failure says "Failed to load devotional" and offers the way back. The edit page
 * shows the devotional's language and its translations, and a translation's form the writing assistant.
 */
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Chip, CircularProgress, Typography } from '@mui/material';
import { Link, Title } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import { DevotionalForm } from './DevotionalForm.tsx';
import { PreviewDevotionalButton } from './PreviewDevotionalButton.tsx';
import { newDevotionalValues, useDevotionalForEdit } from './useDevotionalForEdit.ts';
import { useSiteToday } from '../publishing/useSiteToday.ts';
import { ViewOnSiteButton } from './ViewOnSiteButton.tsx';
import { languageName } from '@lib/devotionals/languages.ts';
import { TranslationsSection } from './translations/TranslationsSection.tsx';
import { TranslationAssistant } from './translations/TranslationAssistant.tsx';

function Heading({ text }: { text: string }) {
  return (
    <>
      <Title title={text} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {text}
      </Typography>
    </>
  );
}

export function DevotionalCreatePage() {
  const today = useSiteToday();
  // "Create" on an empty day of the panel's schedule opens this page with that day (?date=YYYY-MM-DD).
  const [search] = useSearchParams();
  const asked = search.get('date');
  const date = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  // One id per visit of the page: uploads made before the first save are named after it.
  const loaded = useMemo(() => newDevotionalValues(date), [date]);
  return (
    <Box component="main">
      <Heading text="New devotional" />
      <DevotionalForm key={loaded.values.id} loaded={loaded} />
    </Box>
  );
}

export function DevotionalEditPage() {
  const { id } = useParams();
  const { data, error, isPending } = useDevotionalForEdit(id);
  if (isPending) {
    return (
      <Box component="main" sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading the devotional" />
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Box component="main">
        <Heading text="Edit devotional" />
        <Alert severity="error" sx={{ my: 2 }}>
          Failed to load devotional{error ? `: ${error.message}` : ''}
        </Alert>
        <Button component={Link} to="/" label="Back to the panel" />
      </Box>
    );
  }
  const { values, translationGroup } = data;
  const language = values.language ?? 'en';
  return (
    <Box component="main">
      <Heading text={`Edit: ${data.values.title}`} />
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip label={`Language: ${languageName(language)}`} variant="outlined" data-testid="devotional-language" />
        <ViewOnSiteButton
          devotional={{
            id: data.values.id,
            title: data.values.title,
            status: String(data.values.status),
            date: data.values.date ? String(data.values.date) : null,
            language,
          }}
          variant="outlined"
        />
        <PreviewDevotionalButton id={data.values.id} title={data.values.title} />
      </Box>
      {translationGroup && (
        <TranslationsSection key={values.id} devotionalId={values.id} translationGroup={translationGroup} title={values.title} date={String(values.date)} />
      )}
      <DevotionalForm
        key={`${data.values.id}-${data.updatedAt}`}
        loaded={data}
        assistant={translationGroup && <TranslationAssistant devotionalId={values.id} language={language} translationGroup={translationGroup} />}
      />
    </Box>
  );
}
