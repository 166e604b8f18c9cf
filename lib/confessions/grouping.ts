/**
 * How a confession page is laid out: the document's sections grouped into the parts, subsections, Lord's
 * Days, chapters and heads the reader navigates by. Pure; the decisions are explained in docs/confessions.md.
 *
 * - Heidelberg Catechism: four parts, each holding its Lord's Days (lib/lords-days.ts).
 * - Westminster Larger and Shorter Catechisms, Belgic Confession: numbered ranges with titles written here.
 * - Westminster Confession: one group per chapter row, its numbered sections inside.
 * - Canons of Dort: one group per head row, its articles, then a "Rejection of Errors" group.
 * - Any other document (an admin may add one): top-level rows with children become chapters; otherwise the
 *   rows are listed as they are.
 *
 * Group anchors follow the spec (#part-N, #subsection-N-M, #lords-day-N, #chapter-N). Parts are numbered by
 * their position on the page, so the Heidelberg's Introduction is #part-1 and "Part 1: Human Misery" #part-2.
 * A group that is itself a section row (a Westminster chapter, a Canons head) takes that row's url_slug.
 */
import { HEIDELBERG_PARTS, LORDS_DAYS } from '../lords-days.ts';
import { toRoman } from '../roman.ts';

/** What grouping needs of a section; the page's own section type passes through untouched. */
export interface GroupableSection {
  url_slug: string;
  /** url_slug of the parent row, or null for a top-level row. */
  parent_url_slug: string | null;
  section_type: string;
  section_number: number;
  title?: string | null;
}

export type GroupKind = 'part' | 'subsection' | 'lords-day' | 'chapter' | 'head' | 'rejections';

export interface OutlineGroup<S extends GroupableSection> {
  /** The element id on the page, unique among groups and sections. */
  id: string;
  kind: GroupKind;
  /** The short label: "Part 1", "Lord's Day 5", "Chapter XI", "Fifth Head of Doctrine". */
  label: string | null;
  /** The descriptive title: "Human Misery", "Of Justification". */
  title: string | null;
  /** The span it covers, for the contents list: "Questions 3–11", "Articles 1–11". */
  range: string | null;
  /** The row that is this group (a Westminster chapter, a Canons head), else null. */
  section: S | null;
  /** Rows directly inside this group, in document order. */
  sections: S[];
  /** Nested groups, in document order (shown after `sections`). */
  groups: OutlineGroup<S>[];
}

export interface Outline<S extends GroupableSection> {
  groups: OutlineGroup<S>[];
  /** Rows no group claims (say a question an admin added past the end): shown after the groups, never hidden. */
  ungrouped: S[];
}

/** A numbered range of a flat document, optionally divided further. */
export interface RangeGroup {
  title: string;
  /** Shown before the title when the document itself names its parts ("Part 1"). */
  label?: string;
  first: number;
  last: number;
  subsections?: RangeGroup[];
}

/**
 * Westminster Larger Catechism: the two parts of its own Q5 ("what man is to believe concerning God, and what
 * duty God requires of man"), divided at the ranges of lib/confessions/grouping.ts.
 */
export const LARGER_CATECHISM_GROUPS: readonly RangeGroup[] = [
  {
    label: 'Part 1',
    title: 'What We Are to Believe Concerning God',
    first: 1,
    last: 90,
    subsections: [
      { title: 'God, His Word and His Works', first: 1, last: 20 },
      { title: 'The Fall and the Misery of Man', first: 21, last: 29 },
      { title: 'The Covenant of Grace and Christ the Mediator', first: 30, last: 56 },
      { title: 'The Benefits of Christ and the Life to Come', first: 57, last: 90 },
    ],
  },
  {
    label: 'Part 2',
    title: 'The Duty God Requires of Us',
    first: 91,
    last: 196,
    subsections: [
      { title: 'The Moral Law and the Ten Commandments', first: 91, last: 152 },
      { title: 'Escaping the Wrath We Deserve', first: 153, last: 154 },
      { title: 'The Word, the Sacraments and Prayer', first: 155, last: 196 },
    ],
  },
];

/**
 * Westminster Shorter Catechism: the same two parts (its Q3), divided as the admin spec's "Heidelberg-style"
 * ranges, which follow this catechism's numbering (1-38 and 39-107).
 */
export const SHORTER_CATECHISM_GROUPS: readonly RangeGroup[] = [
  {
    label: 'Part 1',
    title: 'What We Are to Believe Concerning God',
    first: 1,
    last: 38,
    subsections: [
      { title: 'God, His Word and His Works', first: 1, last: 12 },
      { title: 'The Fall and Sin', first: 13, last: 20 },
      { title: 'Christ the Redeemer and His Benefits', first: 21, last: 38 },
    ],
  },
  {
    label: 'Part 2',
    title: 'The Duty God Requires of Us',
    first: 39,
    last: 107,
    subsections: [
      { title: 'The Moral Law and the Ten Commandments', first: 39, last: 84 },
      { title: 'Faith, Repentance and the Means of Grace', first: 85, last: 97 },
      { title: "The Lord's Prayer", first: 98, last: 107 },
    ],
  },
];

/** Belgic Confession: the confession's own movement from God to the last things, in seven themes. */
export const BELGIC_GROUPS: readonly RangeGroup[] = [
  {
    title: 'God and His Word',
    first: 1,
    last: 11,
    subsections: [
      { title: 'The One True God and How We Know Him', first: 1, last: 2 },
      { title: 'Holy Scripture', first: 3, last: 7 },
      { title: 'The Holy Trinity', first: 8, last: 11 },
    ],
  },
  { title: 'Creation and Providence', first: 12, last: 13 },
  { title: 'The Fall of Man and Sin', first: 14, last: 15 },
  {
    title: 'Salvation in Christ',
    first: 16,
    last: 26,
    subsections: [
      { title: 'Election and the Promise of a Saviour', first: 16, last: 17 },
      { title: 'The Person and Work of Christ', first: 18, last: 21 },
      { title: 'Justification and Sanctification', first: 22, last: 24 },
      { title: 'Christ, the Law and Our Intercessor', first: 25, last: 26 },
    ],
  },
  {
    title: 'The Church and the Sacraments',
    first: 27,
    last: 35,
    subsections: [
      { title: 'The Church', first: 27, last: 32 },
      { title: 'The Sacraments', first: 33, last: 35 },
    ],
  },
  { title: 'Civil Government', first: 36, last: 36 },
  { title: 'The Last Judgment', first: 37, last: 37 },
];

const HEAD_LABELS: Record<number, string> = {
  1: 'First Head of Doctrine',
  2: 'Second Head of Doctrine',
  3: 'Third and Fourth Heads of Doctrine',
  5: 'Fifth Head of Doctrine',
};

export type DocumentScheme = 'heidelberg' | 'larger-catechism' | 'shorter-catechism' | 'belgic' | 'westminster-confession' | 'canons' | 'other';

/** Which layout a confession slug gets; matched by substring, as the admin spec matches slugs. */
export function documentScheme(slug: string): DocumentScheme {
  if (slug.includes('heidelberg')) return 'heidelberg';
  if (slug.includes('larger-catechism')) return 'larger-catechism';
  if (slug.includes('shorter-catechism')) return 'shorter-catechism';
  if (slug.includes('belgic')) return 'belgic';
  if (slug.includes('westminster-confession')) return 'westminster-confession';
  if (slug.includes('canons-of-dort')) return 'canons';
  return 'other';
}

/** "Questions 3–11", "Question 36", "Articles 1–11". */
export function rangeLabel(unit: 'Question' | 'Article', first: number, last: number): string {
  return first === last ? `${unit} ${first}` : `${unit}s ${first}–${last}`;
}

function byNumber<S extends GroupableSection>(a: S, b: S): number {
  return a.section_number - b.section_number;
}

function emptyGroup<S extends GroupableSection>(fields: Omit<OutlineGroup<S>, 'sections' | 'groups' | 'section'> & Partial<OutlineGroup<S>>): OutlineGroup<S> {
  return { section: null, sections: [], groups: [], ...fields };
}

/** Flat documents: top-level rows placed into numbered ranges; each row lands in at most one group. */
function groupByRanges<S extends GroupableSection>(rows: S[], ranges: readonly RangeGroup[], unit: 'Question' | 'Article'): Outline<S> {
  const topLevel = rows.filter((r) => r.parent_url_slug === null).sort(byNumber);
  const claimed = new Set<S>();
  const take = (first: number, last: number) =>
    topLevel.filter((r) => r.section_number >= first && r.section_number <= last && !claimed.has(r) && (claimed.add(r), true));
  const groups = ranges.map((range, i) => {
    const part = emptyGroup<S>({
      id: `part-${i + 1}`,
      kind: 'part',
      label: range.label ?? null,
      title: range.title,
      range: rangeLabel(unit, range.first, range.last),
    });
    if (range.subsections?.length) {
      part.groups = range.subsections.map((sub, j) =>
        emptyGroup<S>({
          id: `subsection-${i + 1}-${j + 1}`,
          kind: 'subsection',
          label: null,
          title: sub.title,
          range: rangeLabel(unit, sub.first, sub.last),
          sections: take(sub.first, sub.last),
        }),
      );
    }
    // Rows inside the part but outside every subsection still belong to the part.
    part.sections = take(range.first, range.last);
    return part;
  });
  return { groups, ungrouped: [...topLevel.filter((r) => !claimed.has(r)), ...rows.filter((r) => r.parent_url_slug !== null)] };
}

function groupHeidelberg<S extends GroupableSection>(rows: S[]): Outline<S> {
  const topLevel = rows.filter((r) => r.parent_url_slug === null).sort(byNumber);
  const claimed = new Set<S>();
  const groups = HEIDELBERG_PARTS.map((part, i) =>
    emptyGroup<S>({
      id: `part-${i + 1}`,
      kind: 'part',
      // The catechism's own names: an unnumbered Introduction, then Parts 1 to 3.
      label: part.number === 0 ? null : `Part ${part.number}`,
      title: part.title,
      range: rangeLabel('Question', part.firstQuestion, part.lastQuestion),
      groups: LORDS_DAYS.filter((day) => day.firstQuestion >= part.firstQuestion && day.lastQuestion <= part.lastQuestion).map((day) =>
        emptyGroup<S>({
          id: `lords-day-${day.number}`,
          kind: 'lords-day',
          label: `Lord's Day ${day.number}`,
          title: null,
          range: rangeLabel('Question', day.firstQuestion, day.lastQuestion),
          sections: topLevel.filter((r) => r.section_number >= day.firstQuestion && r.section_number <= day.lastQuestion && (claimed.add(r), true)),
        }),
      ),
    }),
  );
  return { groups, ungrouped: [...topLevel.filter((r) => !claimed.has(r)), ...rows.filter((r) => r.parent_url_slug !== null)] };
}

/** Documents whose top-level rows hold their children: Westminster chapters, Canons heads, anything else nested. */
function groupByParents<S extends GroupableSection>(rows: S[], scheme: DocumentScheme): Outline<S> {
  const topLevel = rows.filter((r) => r.parent_url_slug === null).sort(byNumber);
  const childrenOf = (parent: S) => rows.filter((r) => r.parent_url_slug === parent.url_slug).sort(byNumber);
  const groups: OutlineGroup<S>[] = [];
  const ungrouped: S[] = [];
  for (const parent of topLevel) {
    const children = childrenOf(parent);
    if (scheme === 'canons' || parent.section_type === 'head') {
      const articles = children.filter((c) => c.section_type !== 'rejection');
      const rejections = children.filter((c) => c.section_type === 'rejection');
      const head = emptyGroup<S>({
        id: parent.url_slug,
        kind: 'head',
        label: HEAD_LABELS[parent.section_number] ?? `Head of Doctrine ${parent.section_number}`,
        title: parent.title ?? null,
        range: null,
        section: parent,
        sections: articles,
      });
      if (rejections.length) {
        head.groups.push(
          emptyGroup<S>({
            id: `${parent.url_slug}-rejections`,
            kind: 'rejections',
            label: 'Rejection of Errors',
            title: null,
            range: null,
            sections: rejections,
          }),
        );
      }
      groups.push(head);
    } else if (scheme === 'westminster-confession' || parent.section_type === 'chapter' || children.length) {
      groups.push(
        emptyGroup<S>({
          id: parent.url_slug,
          kind: 'chapter',
          label: `Chapter ${parent.section_number >= 1 ? toRoman(parent.section_number) : parent.section_number}`,
          title: parent.title ?? null,
          range: null,
          section: parent,
          sections: children,
        }),
      );
    } else {
      ungrouped.push(parent);
    }
  }
  // Rows whose parent is missing cannot be placed under it; keep them visible.
  const placed = new Set(topLevel.map((r) => r.url_slug));
  ungrouped.push(...rows.filter((r) => r.parent_url_slug !== null && !placed.has(r.parent_url_slug)).sort(byNumber));
  return { groups, ungrouped };
}

/** Gives a group a new id when a section row already uses it: the row's url_slug is what devotionals link to. */
function keepAnchorsUnique<S extends GroupableSection>(outline: Outline<S>, rows: S[]): Outline<S> {
  const taken = new Set(rows.map((r) => r.url_slug));
  const visit = (group: OutlineGroup<S>) => {
    if (group.section === null) {
      let id = group.id;
      for (let n = 2; taken.has(id); n++) id = `${group.id}-group${n === 2 ? '' : `-${n}`}`;
      group.id = id;
    }
    taken.add(group.id);
    group.groups.forEach(visit);
  };
  outline.groups.forEach(visit);
  return outline;
}

/** The page outline of confession `slug` from its section rows (any order). */
export function outlineConfession<S extends GroupableSection>(slug: string, rows: readonly S[]): Outline<S> {
  const list = [...rows];
  const scheme = documentScheme(slug);
  let outline: Outline<S>;
  switch (scheme) {
    case 'heidelberg':
      outline = groupHeidelberg(list);
      break;
    case 'larger-catechism':
      outline = groupByRanges(list, LARGER_CATECHISM_GROUPS, 'Question');
      break;
    case 'shorter-catechism':
      outline = groupByRanges(list, SHORTER_CATECHISM_GROUPS, 'Question');
      break;
    case 'belgic':
      outline = groupByRanges(list, BELGIC_GROUPS, 'Article');
      break;
    default:
      outline =
        list.some((r) => r.parent_url_slug !== null) || scheme !== 'other' ? groupByParents(list, scheme) : { groups: [], ungrouped: list.sort(byNumber) };
  }
  return keepAnchorsUnique(outline, list);
}

/** Every group in page order, depth first: the order the contents list and the page present them. */
export function flattenGroups<S extends GroupableSection>(groups: readonly OutlineGroup<S>[]): OutlineGroup<S>[] {
  return groups.flatMap((g) => [g, ...flattenGroups(g.groups)]);
}
