/**
 * "Import a translation": a church adds its own translated text of a library document without code. The dialog takes
 * the edition, the document, a Creeds.json file (the shape the library's texts use) and its source, address and
 * licence, checks them with the same rules the import-confessions function applies (lib/confessions/translation-
 * import.ts: every question, article or line of the English document under the same number) and shows what is wrong
 * beside the field before anything is sent. The reader's page names the source and licence under the title.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { Button } from '../common/LabelledButton.tsx';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useRebuildAfter } from '../publishing/useRebuildAfter.ts';
import { CONFESSION_CATALOG } from '@lib/confessions/catalog.ts';
import { EDITIONS, TRANSLATED_LOCALES, type TranslatedLocale } from '@lib/editions/registry.ts';
import { checkTranslationImport, type ImportProblem, type TranslationField } from '@lib/confessions/translation-import.ts';

interface ChosenFile {
  name: string;
  /** The parsed JSON, or undefined when the file could not be read as JSON. */
  document: unknown;
}

const editionLabel = (code: TranslatedLocale) => `${EDITIONS[code].englishName} (${code})`;

export function ImportTranslationButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rebuildAfter = useRebuildAfter();
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<string>(TRANSLATED_LOCALES[0]);
  const [slug, setSlug] = useState('heidelberg-catechism');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [sourceName, setSourceName] = useState('');
  const [sourceUrl, setSourceUrl] = useState('');
  const [licence, setLicence] = useState('');
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [sending, setSending] = useState(false);

  const problemsOf = (field: TranslationField) => problems.filter((p) => p.field === field).map((p) => p.message);
  const helper = (field: TranslationField, hint?: string) => {
    const messages = problemsOf(field);
    return { error: messages.length > 0, helperText: messages.length ? messages.join(' · ') : hint };
  };

  /** A changed field's problems are answered: they go until the next check. */
  const edited = (field: TranslationField, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems((current) => current.filter((p) => p.field !== field && !(field === 'slug' && p.field === 'document')));
  };

  const reset = () => {
    setFile(null);
    setSourceName('');
    setSourceUrl('');
    setLicence('');
    setProblems([]);
  };

  const close = () => {
    if (sending) return;
    setOpen(false);
    reset();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setProblems([]);
    let document: unknown;
    try {
      document = JSON.parse(await chosen.text());
    } catch (error) {
      setFile({ name: chosen.name, document: undefined });
      setProblems([{ field: 'document', message: `${chosen.name} is not valid JSON: ${(error as Error).message}` }]);
      return;
    }
    setFile({ name: chosen.name, document });
    // A Creeds.json file names its source and its terms: offered, and the admin may change them.
    const metadata = ((document as { Metadata?: Record<string, unknown> } | null)?.Metadata ?? {}) as Record<string, unknown>;
    if (!sourceUrl && typeof metadata.SourceUrl === 'string') setSourceUrl(metadata.SourceUrl);
    if (!licence && typeof metadata.SourceAttribution === 'string') setLicence(metadata.SourceAttribution);
  };

  const send = async () => {
    if (file && file.document === undefined) return;
    setSending(true);
    try {
      const upload = { language, slug, document: file?.document ?? null, sourceName, sourceUrl, licence };
      const english = await dataProvider.englishUrlSlugs(slug);
      const check = checkTranslationImport(upload, () => english);
      if (!check.ok) {
        setProblems(check.problems);
        return;
      }
      const reply = await dataProvider.importTranslation(upload);
      if (!reply.success) {
        setProblems(reply.problems);
        notify(reply.error, { type: 'error', multiLine: true });
        return;
      }
      const { translation } = check;
      notify(`Imported the ${editionLabel(translation.language)} translation of the ${translation.entry.name}: ${reply.result.itemsImported} items`, {
        type: 'success',
      });
      await rebuildAfter(`Imported the ${EDITIONS[translation.language].englishName} ${translation.entry.name}`);
      setOpen(false);
      reset();
      refresh();
    } catch (error) {
      notify(`The translation was not imported: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const documentProblems = problemsOf('document');
  return (
    <>
      <Button label="Import a translation" onClick={() => setOpen(true)} startIcon={<TranslateIcon />} />
      <Dialog open={open} onClose={close} aria-labelledby="import-translation-title" maxWidth="sm" fullWidth>
        <DialogTitle id="import-translation-title">Import a translation</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A translated text of one of the library&apos;s documents, as a Creeds.json file (Metadata and Data, the shape of the library&apos;s own texts). It
            must hold every question, article or line of the English document under the same number, so that links, devotional references and practice items
            keep their place. Importing it again replaces the text and keeps those links. The source and licence are shown under the title.
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField select label="Edition" value={language} onChange={(e) => edited('language', setLanguage)(e.target.value)} {...helper('language')}>
              {TRANSLATED_LOCALES.map((code) => (
                <MenuItem key={code} value={code}>
                  {editionLabel(code)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Document it translates" value={slug} onChange={(e) => edited('slug', setSlug)(e.target.value)} {...helper('slug')}>
              {CONFESSION_CATALOG.map((entry) => (
                <MenuItem key={entry.slug} value={entry.slug}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2} alignItems="center">
              <MuiButton component="label" variant="outlined" size="small">
                {file ? 'Choose another file' : 'Choose JSON file'}
                <input type="file" hidden accept="application/json,.json" onChange={(e) => void chooseFile(e)} aria-label="Translation JSON file" />
              </MuiButton>
              <Typography variant="body2" color="text.secondary" data-testid="translation-file-name">
                {file ? file.name : 'No file chosen'}
              </Typography>
            </Stack>
            {documentProblems.length > 0 && (
              <Alert severity="error" data-testid="translation-problems">
                <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                  {documentProblems.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <TextField
              label="Source name"
              value={sourceName}
              onChange={(e) => edited('sourceName', setSourceName)(e.target.value)}
              required
              {...helper('sourceName', 'Who publishes the text')}
            />
            <TextField
              label="Source URL"
              type="url"
              value={sourceUrl}
              onChange={(e) => edited('sourceUrl', setSourceUrl)(e.target.value)}
              required
              {...helper('sourceUrl', 'Where the text was taken from (https://…)')}
            />
            <TextField
              label="Licence"
              value={licence}
              onChange={(e) => edited('licence', setLicence)(e.target.value)}
              required
              {...helper('licence', 'For an old text: Public Domain')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={close} disabled={sending} />
          <Button label={sending ? 'Importing…' : 'Import'} variant="contained" onClick={() => void send()} disabled={sending} />
        </DialogActions>
      </Dialog>
    </>
  );
}
