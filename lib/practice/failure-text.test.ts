import { describe, expect, it } from 'vitest';
import { format, type MessageParams } from '@lib/i18n/format.ts';
import { messagesWithPrefix } from '@lib/i18n/messages.ts';
import type { Locale } from '@lib/i18n/locales.ts';
import { practiceFailureText } from './failure-text.ts';

const t = (locale: Locale) => {
  const messages = messagesWithPrefix(locale, 'practice.app.');
  return (key: string, params?: MessageParams) => format(messages[key] ?? `missing ${key}`, params);
};
/** The shapes site/data/practice/remote.ts throws (PracticeRequestError, LearnerGoneError). */
const refused = (action: string, detail: string, name = 'PracticeRequestError') => Object.assign(new Error(`x: ${detail}`), { name, action, detail });
const SEVENTH = refused('add', 'A reader can have at most six learners: remove one before adding another.');

describe('practiceFailureText', () => {
  it('keeps the English wording readers see today, the server’s sentence included', () => {
    expect(practiceFailureText(t('en'), 'en', refused('remove', 'Service unavailable'))).toBe('The learner could not be removed: Service unavailable');
    expect(practiceFailureText(t('en'), 'en', refused('change', 'ignored', 'LearnerGoneError'))).toBe(
      'The learner could not be changed: they are no longer on this account, perhaps removed on another device.',
    );
  });

  it('says the database’s refusal of a seventh learner in Dutch and Spanish', () => {
    expect(practiceFailureText(t('nl'), 'nl', SEVENTH)).toBe(
      'De leerling kon niet worden toegevoegd: u kunt ten hoogste zes leerlingen hebben; verwijder er eerst een.',
    );
    expect(practiceFailureText(t('es'), 'es', SEVENTH)).toBe(
      'No se pudo añadir al alumno: puedes tener como máximo seis alumnos; elimina uno antes de añadir otro.',
    );
  });

  it('never passes a server’s English sentence to a Dutch or Spanish reader', () => {
    expect(practiceFailureText(t('nl'), 'nl', refused('remove', 'Service unavailable'))).toBe(
      'De leerling kon niet worden verwijderd: controleer uw verbinding en probeer het opnieuw.',
    );
    expect(practiceFailureText(t('es'), 'es', new TypeError('Failed to fetch'))).toBe('Algo salió mal. Revisa tu conexión y vuelve a intentarlo.');
    expect(practiceFailureText(t('en'), 'en', new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(practiceFailureText(t('nl'), 'nl', refused('week', 'JWT expired'))).toBe(
      'De week van uw gezin kon niet worden geladen: controleer uw verbinding en probeer het opnieuw.',
    );
  });

  it('has every action in every edition', () => {
    for (const locale of ['en', 'nl', 'es'] as const)
      for (const action of ['save', 'summary', 'learners', 'add', 'change', 'remove', 'week'])
        expect(practiceFailureText(t(locale), locale, refused(action, 'x'))).not.toMatch(/missing/);
  });
});
