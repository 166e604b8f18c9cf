/**
 * The edit page's Translations: every devotional of the group, with its language, title, status and a link
 * to edit it, and "Add translation" for each edition the group lacks. Unsaved changes to this page are guarded as
 * for any other way out of the editor.
 */
import { useState } from 'react';
import { Alert, Card, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-admin';
import { LANGUAGE_NAMES, languageName, type Language } from '@lib/devotionals/languages.ts';
import { missingLanguages } from '@lib/devotionals/translations.ts';
import { Button } from '../../common/LabelledButton.tsx';
import { AddTranslationDialog } from './AddTranslationDialog.tsx';
import { useAddTranslation } from './useAddTranslation.ts';
import { useTranslations } from './useTranslations.ts';

export interface TranslationsSectionProps {
  devotionalId: string;
  translationGroup: string;
  title: string;
  date: string;
}

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status === 'published' ? 'Published' : 'Draft'} color={status === 'published' ? 'success' : 'default'} />;
}

export function TranslationsSection({ devotionalId, translationGroup, title, date }: TranslationsSectionProps) {
  const { data: members, error, isPending } = useTranslations(translationGroup);
  const { addTranslation, busy } = useAddTranslation(devotionalId, translationGroup);
  const [asked, setAsked] = useState<Language | null>(null);
  const missing = members ? missingLanguages(members.map((m) => m.language)) : [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="translations-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="translations-title" variant="h6" component="h2">
          Translations
        </Typography>
        {isPending && <CircularProgress size={24} aria-label="Loading the translations" />}
        {error && <Alert severity="error">Could not load the translations: {error.message}</Alert>}
        {members && (
          <Table size="small" aria-labelledby="translations-title">
            <TableHead>
              <TableRow>
                <TableCell>Language</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((m) => (
                <TableRow key={m.id} data-testid="translation" data-language={m.language}>
                  <TableCell>{languageName(m.language)}</TableCell>
                  <TableCell>
                    {m.id === devotionalId ? (
                      <span>
                        {m.title} <em>(this devotional)</em>
                      </span>
                    ) : (
                      <Link to={`/devotional/edit/${m.id}`} aria-label={`Edit the ${languageName(m.language)} translation: ${m.title}`}>
                        {m.title}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={m.status} />
                  </TableCell>
                </TableRow>
              ))}
              {missing.map((language) => (
                <TableRow key={language} data-testid="missing-translation" data-language={language}>
                  <TableCell>{LANGUAGE_NAMES[language]}</TableCell>
                  <TableCell>
                    <Typography variant="body2" color="text.secondary" component="span">
                      No translation yet
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Button
                      label="Add translation"
                      aria-label={`Add translation: ${LANGUAGE_NAMES[language]}`}
                      startIcon={<AddIcon />}
                      onClick={() => setAsked(language)}
                      disabled={busy}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {asked && (
        <AddTranslationDialog
          open
          title={title}
          date={date}
          missing={missing}
          initial={asked}
          busy={busy}
          onCancel={() => setAsked(null)}
          onConfirm={(language) => void addTranslation(language).then(() => setAsked(null))}
        />
      )}
    </Card>
  );
}
