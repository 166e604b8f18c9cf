import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogEntry } from './catalog.ts';
import { parseCreedsJson, type SectionRow } from './creeds-json.ts';
import { documentScheme, flattenGroups, outlineConfession, type GroupableSection, type Outline, type OutlineGroup } from './grouping.ts';
import { CONFESSIONS_DIR, readJson } from '../../tests/fixtures/shared-data.ts';

function rows(slug: string): SectionRow[] {
  const entry = catalogEntry(slug)!;
  return parseCreedsJson(entry, readJson(path.join(CONFESSIONS_DIR, entry.fileName))).sections;
}

const numbers = (sections: GroupableSection[]) => sections.map((s) => s.section_number);

/** Every section row in page order: each group's own row, its sections, then its nested groups; then the ungrouped. */
function sectionsInPageOrder<S extends GroupableSection>(outline: Outline<S>): S[] {
  const walk = (g: OutlineGroup<S>): S[] => [...(g.section ? [g.section] : []), ...g.sections, ...g.groups.flatMap(walk)];
  return [...outline.groups.flatMap(walk), ...outline.ungrouped];
}

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every row appears exactly once on the page and every id (group or section) is unique. */
function expectCompleteAndUnique<S extends SectionRow>(outline: Outline<S>, all: S[]) {
  const placed = sectionsInPageOrder(outline);
  expect(placed).toHaveLength(all.length);
  expect(new Set(placed).size).toBe(all.length);
  const ids = [
    ...flattenGroups(outline.groups)
      .filter((g) => !g.section)
      .map((g) => g.id),
    ...all.map((s) => s.url_slug),
  ];
  expect(new Set(ids).size).toBe(ids.length);
}

describe('documentScheme', () => {
  it('recognises the six documents by slug and leaves others generic', () => {
    expect(documentScheme('heidelberg-catechism')).toBe('heidelberg');
    expect(documentScheme('westminster-larger-catechism')).toBe('larger-catechism');
    expect(documentScheme('westminster-shorter-catechism')).toBe('shorter-catechism');
    expect(documentScheme('belgic-confession')).toBe('belgic');
    expect(documentScheme('westminster-confession')).toBe('westminster-confession');
    expect(documentScheme('canons-of-dort')).toBe('canons');
    expect(documentScheme('second-helvetic-confession')).toBe('other');
  });
});

describe('Heidelberg Catechism', () => {
  const all = rows('heidelberg-catechism');
  const outline = outlineConfession('heidelberg-catechism', all);

  it('has the four parts of the spec with their question ranges', () => {
    expect(outline.groups.map((g) => [g.id, g.label, g.title, g.range])).toEqual([
      ['part-1', null, 'Introduction', 'Questions 1–2'],
      ['part-2', 'Part 1', 'Human Misery', 'Questions 3–11'],
      ['part-3', 'Part 2', 'Deliverance', 'Questions 12–85'],
      ['part-4', 'Part 3', 'Gratitude', 'Questions 86–129'],
    ]);
    const questionsOf = (i: number) => outline.groups[i].groups.flatMap((d) => numbers(d.sections));
    expect(questionsOf(0)).toEqual(span(1, 2));
    expect(questionsOf(1)).toEqual(span(3, 11));
    expect(questionsOf(2)).toEqual(span(12, 85));
    expect(questionsOf(3)).toEqual(span(86, 129));
  });

  it("holds 52 Lord's Days that cover questions 1-129 exactly once, in order", () => {
    const days = flattenGroups(outline.groups).filter((g) => g.kind === 'lords-day');
    expect(days).toHaveLength(52);
    expect(days.map((d) => d.id)).toEqual(span(1, 52).map((n) => `lords-day-${n}`));
    expect(days[0]).toMatchObject({ label: "Lord's Day 1", range: 'Questions 1–2' });
    expect(days.flatMap((d) => numbers(d.sections))).toEqual(span(1, 129));
    expect(numbers(days.find((d) => d.id === 'lords-day-23')!.sections)).toEqual([59, 60, 61]);
    expect(outline.ungrouped).toEqual([]);
    expectCompleteAndUnique(outline, all);
  });

  it('shows a question past the fixed table instead of hiding it', () => {
    const extra = { ...all[0], url_slug: 'question-130', section_number: 130 };
    const withExtra = outlineConfession('heidelberg-catechism', [...all, extra]);
    expect(withExtra.ungrouped).toEqual([extra]);
  });
});

describe('Westminster Larger Catechism', () => {
  const all = rows('westminster-larger-catechism');
  const outline = outlineConfession('westminster-larger-catechism', all);

  it('has two parts, 1-90 and 91-196, divided as the console groups them', () => {
    expect(outline.groups.map((g) => [g.id, g.label, g.range])).toEqual([
      ['part-1', 'Part 1', 'Questions 1–90'],
      ['part-2', 'Part 2', 'Questions 91–196'],
    ]);
    const ranges = outline.groups.map((p) => p.groups.map((s) => [s.id, numbers(s.sections)[0], numbers(s.sections).at(-1)]));
    expect(ranges).toEqual([
      [
        ['subsection-1-1', 1, 20],
        ['subsection-1-2', 21, 29],
        ['subsection-1-3', 30, 56],
        ['subsection-1-4', 57, 90],
      ],
      [
        ['subsection-2-1', 91, 152],
        ['subsection-2-2', 153, 154],
        ['subsection-2-3', 155, 196],
      ],
    ]);
    for (const group of flattenGroups(outline.groups)) expect(group.title, group.id).toBeTruthy();
    expect(outline.groups.every((p) => p.sections.length === 0)).toBe(true);
    expectCompleteAndUnique(outline, all);
  });
});

describe('Westminster Shorter Catechism', () => {
  const all = rows('westminster-shorter-catechism');
  const outline = outlineConfession('westminster-shorter-catechism', all);

  it("has two parts, 1-38 and 39-107, with the commandments, the means of grace and the Lord's Prayer", () => {
    const ranges = outline.groups.map((p) => p.groups.map((s) => [s.title, numbers(s.sections)[0], numbers(s.sections).at(-1)]));
    expect(ranges).toEqual([
      [
        ['God, His Word and His Works', 1, 12],
        ['The Fall and Sin', 13, 20],
        ['Christ the Redeemer and His Benefits', 21, 38],
      ],
      [
        ['The Moral Law and the Ten Commandments', 39, 84],
        ['Faith, Repentance and the Means of Grace', 85, 97],
        ["The Lord's Prayer", 98, 107],
      ],
    ]);
    expectCompleteAndUnique(outline, all);
  });
});

describe('Belgic Confession', () => {
  const all = rows('belgic-confession');
  const outline = outlineConfession('belgic-confession', all);

  it('groups the 37 articles into seven themes, each article once and in order', () => {
    expect(outline.groups.map((g) => [g.title, g.range])).toEqual([
      ['God and His Word', 'Articles 1–11'],
      ['Creation and Providence', 'Articles 12–13'],
      ['The Fall of Man and Sin', 'Articles 14–15'],
      ['Salvation in Christ', 'Articles 16–26'],
      ['The Church and the Sacraments', 'Articles 27–35'],
      ['Civil Government', 'Article 36'],
      ['The Last Judgment', 'Article 37'],
    ]);
    expect(numbers(sectionsInPageOrder(outline))).toEqual(span(1, 37));
    expect(outline.groups[5].sections.map((s) => s.url_slug)).toEqual(['article-36']);
    expectCompleteAndUnique(outline, all);
  });
});

describe('Westminster Confession of Faith', () => {
  const all = rows('westminster-confession');
  const outline = outlineConfession('westminster-confession', all);

  it('has 33 chapters anchored at their url_slug, labelled in Roman numerals, with their sections', () => {
    expect(outline.groups).toHaveLength(33);
    expect(outline.groups[0]).toMatchObject({ id: 'chapter-1', kind: 'chapter', label: 'Chapter I', title: 'Of the Holy Scripture' });
    expect(outline.groups[32]).toMatchObject({ id: 'chapter-33', label: 'Chapter XXXIII', title: 'Of the Last Judgment' });
    expect(outline.groups[0].sections.map((s) => s.url_slug)).toEqual(span(1, 10).map((n) => `chapter-1-section-${n}`));
    expect(outline.ungrouped).toEqual([]);
    expectCompleteAndUnique(outline, all);
  });
});

describe('Canons of Dort', () => {
  const all = rows('canons-of-dort');
  const outline = outlineConfession('canons-of-dort', all);

  it('has four heads, each with its articles and a Rejection of Errors block', () => {
    expect(outline.groups.map((g) => [g.id, g.label])).toEqual([
      ['head-1', 'First Head of Doctrine'],
      ['head-2', 'Second Head of Doctrine'],
      ['head-3', 'Third and Fourth Heads of Doctrine'],
      ['head-5', 'Fifth Head of Doctrine'],
    ]);
    const first = outline.groups[0];
    expect(first.title).toBe('Of Divine Predestination');
    expect(numbers(first.sections)).toEqual(span(1, 18));
    expect(first.sections.every((s) => s.section_type === 'article')).toBe(true);
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]).toMatchObject({ id: 'head-1-rejections', kind: 'rejections', label: 'Rejection of Errors' });
    expect(first.groups[0].sections.map((s) => s.url_slug)).toEqual(span(1, 9).map((n) => `head-1-rejection-${n}`));
    expectCompleteAndUnique(outline, all);
  });
});

describe('anchors and other documents', () => {
  it('renames a group anchor a section row already uses; the row keeps its url_slug', () => {
    const all = rows('belgic-confession');
    const clash = { ...all[0], url_slug: 'part-1', section_number: 38 };
    const outline = outlineConfession('belgic-confession', [...all, clash]);
    expect(outline.groups[0].id).toBe('part-1-group');
    expect(outline.ungrouped).toEqual([clash]);
  });

  it('lists a flat unknown document in number order and nests a hierarchical one by chapter', () => {
    const flat = [3, 1, 2].map((n) => ({ url_slug: `article-${n}`, parent_url_slug: null, section_type: 'article', section_number: n }));
    expect(outlineConfession('some-creed', flat)).toEqual({ groups: [], ungrouped: [flat[1], flat[2], flat[0]] });

    const nested = [
      { url_slug: 'chapter-1', parent_url_slug: null, section_type: 'chapter', section_number: 1, title: 'Of God' },
      { url_slug: 'chapter-1-section-1', parent_url_slug: 'chapter-1', section_type: 'article', section_number: 1 },
    ];
    const outline = outlineConfession('some-confession', nested);
    expect(outline.groups).toHaveLength(1);
    expect(outline.groups[0]).toMatchObject({ id: 'chapter-1', label: 'Chapter I', title: 'Of God' });
    expect(outline.groups[0].sections).toEqual([nested[1]]);
  });
});
