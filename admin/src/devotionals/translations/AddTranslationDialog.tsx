/**
 * The confirmation before "Add translation" makes a draft: what is copied, on which day, and — when more than one
 * edition is missing — the language to translate into (the one whose button was pressed comes chosen).
 */
import { useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { displayDate } from '@lib/display-date.ts';
import { EDITION_BIBLES, LANGUAGE_NAMES, type Language } from '@lib/devotionals/languages.ts';
import { Button } from '../../common/LabelledButton.tsx';

export interface AddTranslationDialogProps {
  open: boolean;
  /** The original's title and day. */
  title: string;
  date: string;
  missing: Language[];
  /** The language whose button opened the dialog. */
  initial: Language;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (language: Language) => void;
}

export function AddTranslationDialog({ open, title, date, missing, initial, busy, onCancel, onConfirm }: AddTranslationDialogProps) {
  // Mounted afresh for each button press (TranslationsSection), so the pressed language starts chosen.
  const [language, setLanguage] = useState<Language>(initial);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="add-translation-title" aria-describedby="add-translation-text">
      <DialogTitle id="add-translation-title">Add a translation</DialogTitle>
      <DialogContent>
        <DialogContentText id="add-translation-text" sx={{ mb: 2 }}>
          A draft translation of “{title}” is made for {displayDate(date)}, its day, with the same passage, memory verse, themes, series, tags and confessional
          references, and the Scripture of the {EDITION_BIBLES[language].name}. It opens in the editor for the story, prayer and questions.
        </DialogContentText>
        {missing.length > 1 && (
          <FormControl>
            <FormLabel id="add-translation-language">Language</FormLabel>
            <RadioGroup aria-labelledby="add-translation-language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {missing.map((l) => (
                <FormControlLabel key={l} value={l} control={<Radio />} label={LANGUAGE_NAMES[l]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onCancel} disabled={busy} />
        <Button
          label={busy ? 'Creating…' : `Create ${LANGUAGE_NAMES[language]} draft`}
          variant="contained"
          onClick={() => onConfirm(language)}
          disabled={busy}
        />
      </DialogActions>
    </Dialog>
  );
}
