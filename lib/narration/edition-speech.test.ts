import { describe, expect, it } from 'vitest';
import { narrationScript } from './script.ts';
import { speakReferenceIn } from './edition-speech.ts';

describe('the narrator in Dutch and Spanish', () => {
  it('says a reference with the book, chapter and verses in the language', () => {
    expect(speakReferenceIn('nl', 'John 10:11-18')).toBe('Johannes hoofdstuk 10, vers 11 tot 18');
    expect(speakReferenceIn('es', 'John 10:11')).toBe('Juan capítulo 10, versículo 11');
    expect(speakReferenceIn('es', 'Psalm 51:1-12')).toBe('Salmo capítulo 51, versículos 1 al 12');
    expect(speakReferenceIn('nl', 'Jude 3')).toBe('Judas 3');
  });

  it('introduces the passage and the prayer in the devotional’s language, and English as before', () => {
    const source = {
      title: 'De goede Herder',
      biblicalPassage: 'John 10:11-18',
      scriptureText: '11 Ik ben de goede Herder.\n12 Maar de huurling…',
      transcript: 'Stel je een kudde voor (Johannes 10).',
      prayer: 'Here Jezus, dank U.',
    };
    expect(narrationScript({ ...source, language: 'nl' }).split('\n\n')).toEqual([
      'De goede Herder.',
      'Schriftlezing: Johannes hoofdstuk 10, vers 11 tot 18.',
      'Ik ben de goede Herder.\nMaar de huurling…',
      'Stel je een kudde voor (Johannes 10).',
      'Laten we bidden.',
      'Here Jezus, dank U.',
    ]);
    expect(narrationScript({ ...source, language: 'es' })).toContain('Lectura de Juan capítulo 10, versículos 11 al 18.');
    expect(narrationScript({ ...source, language: 'es' })).toContain('\n\nOremos.\n\n');
    const english = narrationScript(source);
    expect(english).toContain('A reading from John chapter 10, verses 11 to 18.');
    expect(english).toBe(narrationScript({ ...source, language: 'en' }));
  });

  it('says the citations a translated text keeps from its English original in its language', () => {
    const transcript = 'Hij heeft Zichzelf voor hem overgegeven (Galatians 2:20). Lees ook (Luke 1:1-4; John 9).';
    expect(narrationScript({ title: 'T', biblicalPassage: 'John 10:11', scriptureText: '', transcript, prayer: null, language: 'nl' })).toContain(
      'Hij heeft Zichzelf voor hem overgegeven (Galaten hoofdstuk 2, vers 20). Lees ook (Lukas hoofdstuk 1, vers 1 tot 4; Johannes 9).',
    );
  });
});
