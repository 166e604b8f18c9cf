import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/messages.ts';
import { outlineConfession } from './grouping.ts';
import { localizeLabel, localizeOutline, sectionNameIn } from './outline-labels.ts';

const questions = Array.from({ length: 129 }, (_, i) => ({
  url_slug: `question-${i + 1}`,
  parent_url_slug: null,
  section_type: 'question',
  section_number: i + 1,
}));

describe('confession labels in an edition', () => {
  it("names the Heidelberg's Lord's Days, parts and ranges in Dutch and Spanish", () => {
    const outline = outlineConfession('heidelberg-catechism', questions);
    const dutch = localizeOutline(outline, translator('nl'), true);
    expect(dutch.groups[1]!.label).toBe('Deel 1');
    expect(dutch.groups[1]!.title).toBe('Van des mensen ellende');
    expect(dutch.groups[0]!.groups[0]!.label).toBe('Zondag 1');
    expect(dutch.groups[0]!.groups[0]!.id).toBe('lords-day-1');
    expect(dutch.groups[1]!.range).toBe('Vragen 3–11');
    const spanish = localizeOutline(outline, translator('es'), false);
    expect(spanish.groups[0]!.groups[0]!.label).toBe('Día del Señor 1');
    // An English document keeps the titles of its own text, and a part's heading stays one English phrase.
    expect(spanish.groups[1]!.title).toBe('Human Misery');
    expect(spanish.groups[1]!.label).toBe('Part 1');
    expect(spanish.groups[1]!.range).toBe('Preguntas 3–11');
  });

  it('leaves the English outline as grouping.ts wrote it', () => {
    const outline = outlineConfession('heidelberg-catechism', questions);
    expect(localizeOutline(outline, translator('en'), true)).toBe(outline);
  });

  it('renames unit labels and section names', () => {
    expect(localizeLabel('Chapter XI', translator('nl'))).toBe('Hoofdstuk XI');
    expect(localizeLabel('Question 36', translator('es'))).toBe('Pregunta 36');
    expect(localizeLabel('Rejection of Errors', translator('nl'))).toBe('Verwerping van de dwalingen');
    expect(sectionNameIn('question-60', translator('nl'))).toBe('Vraag 60');
    expect(sectionNameIn('chapter-7-section-3', translator('es'))).toBe('Capítulo 7, Sección 3');
    expect(sectionNameIn('question-60', translator('en'))).toBe('Question 60');
  });
});
