import { describe, expect, it } from 'vitest';
import { osisToText } from './sword-osis.ts';

describe('a SWORD verse as plain words', () => {
  it('drops the Dutch verse-number notes and keeps a note that is part of the printed verse', () => {
    expect(
      osisToText(
        '<note placement="foot">(6:11)</note> Toen nu Daniel verstond, dat dit schrift getekend was, ging hij in zijn huis<note placement="foot">(hij nu had in zijn opperzaal open vensters tegen Jeruzalem aan)</note>, en hij knielde. ',
      ),
    ).toBe(
      'Toen nu Daniel verstond, dat dit schrift getekend was, ging hij in zijn huis (hij nu had in zijn opperzaal open vensters tegen Jeruzalem aan), en hij knielde.',
    );
  });

  it('drops the psalm join markers and the chapter and paragraph ends, keeping the joined words', () => {
    expect(
      osisToText('bouw de muren van Jeruzalem op. ] [ (Psalms 51:21) Dan zult Gij lust hebben. <chapter eID="Ps.51"/><div eID="gen549" type="x-p"/>'),
    ).toBe('bouw de muren van Jeruzalem op. Dan zult Gij lust hebben.');
  });

  it('keeps the words of the translators’ additions and of Strong’s-tagged words', () => {
    expect(
      osisToText('Estas <transChange type="added"><w lemma="strong:H4055">son las medidas</w> <w lemma="strong:H0834">de que</w></transChange> Salomón fundó'),
    ).toBe('Estas son las medidas de que Salomón fundó');
    expect(osisToText('<chapter eID="Jonah.1"/><div eID="gen923" type="x-p"/>')).toBe('');
    expect(osisToText('Dios &amp; hombre')).toBe('Dios & hombre');
  });
});
