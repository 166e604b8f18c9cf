/** The Dutch Heidelberg Catechism from ../shared/confessions-nl, question 92 completed from ../shared/statenvertaling. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from './catalog.ts';
import { parseCreedsJson } from './creeds-json.ts';
import { COMMANDMENTS_REFERENCE, completeQuestion92, QUESTION_92_NOTE } from './heidelberg-nl.ts';
import type { CatechismDocument } from './heidelberg-nl-xml.ts';
import { LORDS_DAYS, questionsOfLordsDay } from '../lords-days.ts';
import { createEditionSource } from '../sources/editions.ts';
import { CONFESSIONS_NL_DIR, readJson, SV_DIR } from '../../tests/fixtures/shared-data.ts';

const source = () => readJson<CatechismDocument>(path.join(CONFESSIONS_NL_DIR, 'heidelberg_catechism.json'));
const commandments = async () =>
  (await createEditionSource('sv', SV_DIR, { readText: (file) => readFile(file, 'utf8') }).verses(COMMANDMENTS_REFERENCE)).verses.map((v) => v.text);

describe('the Dutch Heidelberg Catechism', () => {
  it('completes question 92 with the Ten Commandments from Exodus 20 in the Statenvertaling, and says so', async () => {
    const original = source().Data[91].Answer;
    expect(original).toMatch(/uitgeleid heb\.$/);
    const { document, notes } = completeQuestion92(source(), await commandments());
    const answer = document.Data[91].Answer;
    expect(answer.startsWith(`${original} Gij zult geen andere goden voor Mijn aangezicht hebben. Gij zult u geen gesneden beeld`)).toBe(true);
    expect(answer).toContain('Gedenkt den sabbatdag, dat gij dien heiligt.');
    expect(answer).toMatch(/Gij zult niet doodslaan\. Gij zult niet echtbreken\. Gij zult niet stelen\./);
    expect(answer).toMatch(/noch iets, dat uws naasten is\.$/);
    expect(answer.match(/Ik ben de HEERE uw God, Die u uit Egypteland/g)).toHaveLength(1);
    expect(document.Data[91].AnswerWithProofs).toBe(answer);
    expect(notes.get(92)).toBe(QUESTION_92_NOTE);
    expect(QUESTION_92_NOTE).toMatch(/Exodus 20:2-17 \(Statenvertaling\).*onvolledig/);
    // Done twice, it changes nothing more.
    expect(completeQuestion92(document, await commandments()).notes.size).toBe(0);
  });

  it('reads as the English does: 129 questions in 52 Lord’s Days, through the same parser', async () => {
    const { document } = completeQuestion92(source(), await commandments());
    const parsed = parseCreedsJson(catalogEntry('heidelberg-catechism')!, document);
    expect(parsed.sections).toHaveLength(129);
    expect(parsed.sections[0]).toMatchObject({ url_slug: 'question-1', title: 'Wat is uw enige troost, beide in het leven en sterven?', scripture_proofs: [] });
    expect(parsed.sections[0].content).toMatch(
      /^Dat ik met lichaam en ziel, beide in het leven en sterven, niet mijn, maar mijns getrouwen Zaligmakers Jezus Christus eigen ben/,
    );
    expect(parsed.sections[91].content).toContain('Gij zult niet stelen.');
    expect(parsed.sections[128]).toMatchObject({ url_slug: 'question-129', title: 'Wat beduidt het woordeken: Amen?' });
    expect(parsed.sections[128].content).toMatch(/^Amen wil zeggen: Het zal waar en zeker zijn\./);
    expect(LORDS_DAYS).toHaveLength(52);
    expect(LORDS_DAYS.flatMap((day) => questionsOfLordsDay(day.number))).toEqual(parsed.sections.map((s) => s.section_number));
    expect(questionsOfLordsDay(34).map((n) => parsed.sections[n - 1].title)).toContain('Hoe luidt de wet des Heeren?');
  });

  it('refuses commandments that are not the sixteen verses', () => {
    expect(() => completeQuestion92(source(), ['Gij zult niet stelen.'])).toThrow(/16 verses of Exodus 20:2-17/);
  });
});
