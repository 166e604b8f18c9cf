import { BLIVRE_ATTRIBUTION } from '@lib/scripture/translations.ts';
import { describe, expect, it, vi } from 'vitest';
import { createBsbSource } from '@lib/sources/bsb.ts';
import { readFile } from 'node:fs/promises';
import { BSB_DIR } from '../../../tests/fixtures/shared-data.ts';
import { bsbOfDevotional, bsbReferences, citedMemoryVerse, emailScripture, onFirstUse } from './newsletter-scripture.ts';

const bsb = createBsbSource(BSB_DIR, { readText: (file) => readFile(file, 'utf8') });

describe('bsbOfDevotional', () => {
  it("resolves a devotional's passage and memory verse in the BSB, omitted verses marked", async () => {
    const resolved = await bsbOfDevotional(bsb, { passage: 'Mark 9:43-45', memoryVerse: 'And if thy foot offend thee, cut it off (Mark 9:45)' });
    expect(resolved.passage?.map((v) => [v.verse, v.omitted ?? false])).toEqual([
      [43, false],
      [44, true],
      [45, false],
    ]);
    expect(resolved.memoryVerse).toMatch(/^If your foot causes you to sin, cut it off\. .* \(Mark 9:45\)$/);
  });

  it('leaves in the KJV (null) whatever does not resolve, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await bsbOfDevotional(bsb, { passage: 'Jude 1:99', memoryVerse: 'Words (Acts 8:37)' })).toEqual({ passage: null, memoryVerse: null });
    const missing = createBsbSource('/nowhere/bsb', { readText: (file) => readFile(file, 'utf8') });
    expect(await bsbOfDevotional(missing, { passage: 'John 10:11', memoryVerse: 'Words (John 10:11)' })).toEqual({ passage: null, memoryVerse: null });
    expect(await bsbOfDevotional(bsb, { memoryVerse: 'Words without a reference' })).toEqual({ passage: null, memoryVerse: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('John 10:11 is not in the BSB here'));
    warn.mockRestore();
  });
});

describe('citedMemoryVerse', () => {
  it('names the translation beside the reference', () => {
    expect(citedMemoryVerse('I am the good shepherd (John 10:11)', 'bsb')).toBe('I am the good shepherd (John 10:11, BSB)');
    expect(citedMemoryVerse('Jude 1:24', 'kjv')).toBe('Jude 1:24 (KJV)');
  });

  it("names a Dutch or Spanish Bible in full, and the book in the e-mail's language", () => {
    expect(citedMemoryVerse('Ik ben de goede Herder (John 10:11)', 'sv', 'nl')).toBe('Ik ben de goede Herder (Johannes 10:11, Statenvertaling)');
    expect(citedMemoryVerse('Yo soy el buen pastor (John 10:11)', 'rv1909', 'es')).toBe('Yo soy el buen pastor (Juan 10:11, Reina-Valera 1909)');
    expect(citedMemoryVerse('I am the good shepherd (John 10:11)', 'kjv', 'nl')).toBe('I am the good shepherd (Johannes 10:11, KJV)');
  });
});

describe('emailScripture', () => {
  const kjv = { scriptureText: '11 I am the good shepherd.\n12 But he that is an hireling', memoryVerse: 'I am the good shepherd (John 10:11)' };
  const dutch = {
    passage: 'John 10:11-12',
    scriptureText: '11 Ik ben de goede Herder.\n12-13 Maar de huurling',
    memoryVerse: 'Ik ben de goede Herder (John 10:11)',
    language: 'nl' as const,
    kjv,
  };

  it("quotes a Dutch devotional's own Statenvertaling, naming it and the book in Dutch", () => {
    expect(emailScripture(dutch, 'sv', null, 'nl')).toEqual({
      heading: 'Johannes 10:11-12 (Statenvertaling)',
      verses: [
        { label: '11', text: 'Ik ben de goede Herder.', omitted: false },
        { label: '12-13', text: 'Maar de huurling', omitted: false },
      ],
      memoryVerse: 'Ik ben de goede Herder (Johannes 10:11, Statenvertaling)',
      versesLanguage: 'nl',
      memoryVerseLanguage: 'nl',
      credit: null,
    });
  });

  it('credits the Bíblia Livre, whose licence asks for it, in the words its README gives', () => {
    const portuguese = {
      passage: 'John 10:11',
      scriptureText: '11 Eu sou o bom Pastor.',
      memoryVerse: 'Eu sou o bom Pastor (John 10:11)',
      language: 'pt' as const,
    };
    const quoted = emailScripture(portuguese, 'blivre', null, 'pt');
    expect(quoted.heading).toBe('João 10:11 (Bíblia Livre)');
    expect(quoted.credit).toEqual({ text: BLIVRE_ATTRIBUTION, language: 'pt' });
    expect(BLIVRE_ATTRIBUTION).toMatch(/^Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio & Marco Teles .*Notas de rodapé omitidas\.$/);
  });

  it("gives a Dutch subscriber who chose the KJV the English original's KJV, and the BSB's fallback too", () => {
    const inKjv = emailScripture(dutch, 'kjv', null, 'nl');
    expect(inKjv.heading).toBe('Johannes 10:11-12 (KJV)');
    expect(inKjv.verses[0]).toEqual({ label: '11', text: 'I am the good shepherd.', omitted: false });
    expect(inKjv.memoryVerse).toBe('I am the good shepherd (Johannes 10:11, KJV)');
    // The KJV's words are English in a Dutch e-mail, and the e-mail marks them so.
    expect([inKjv.versesLanguage, inKjv.memoryVerseLanguage]).toEqual(['en', 'en']);
    expect(emailScripture(dutch, 'bsb', { passage: null, memoryVerse: null }, 'nl').heading).toBe('Johannes 10:11-12 (KJV)');
    // Without a published original there is no KJV to give: the devotional's own text, named as such.
    expect(emailScripture({ ...dutch, kjv: null }, 'kjv', null, 'nl').heading).toBe('Johannes 10:11-12 (Statenvertaling)');
  });

  it('quotes an English devotional in the KJV for a Spanish subscriber on a day without a Spanish one', () => {
    const english = { passage: 'John 10:11-12', ...kjv };
    expect(emailScripture(english, 'rv1909', null, 'es')).toMatchObject({
      heading: 'Juan 10:11-12 (KJV)',
      memoryVerse: 'I am the good shepherd (Juan 10:11, KJV)',
    });
    expect(emailScripture(english, 'kjv', null).heading).toBe('John 10:11-12 (KJV)');
  });

  it("resolves a translation's BSB from its English original's memory verse", () => {
    expect(bsbReferences(dutch)).toEqual({ passage: 'John 10:11-12', memoryVerse: 'I am the good shepherd (John 10:11)' });
    expect(bsbReferences({ ...dutch, kjv: null }).memoryVerse).toBe('Ik ben de goede Herder (John 10:11)');
  });
});

describe('onFirstUse', () => {
  it('does the work once, and only when asked', async () => {
    const work = vi.fn(async () => 42);
    const value = onFirstUse(work);
    expect(work).not.toHaveBeenCalled();
    expect(await Promise.all([value(), value()])).toEqual([42, 42]);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
