/**
 * A confession page's labels in an edition's language: the outline (lib/confessions/grouping.ts) and the
 * section names are written in English once, and an edition renames them here ("Lord's Day 5" → "Zondag 5",
 * "Questions 3–11" → "Vragen 3–11"). Group titles belong to the document's text: they are renamed only when the
 * document itself is in the edition's language (the Dutch Heidelberg Catechism's parts); otherwise a heading that
 * reads as one phrase with its title ("Part 1: Human Misery") stays whole in the text's language, never half
 * translated. A label set above its title (a chapter's, a head's) is the edition's.
 */
import type { MessageKey, Translator } from '../i18n/messages.ts';
import type { MessageParams } from '../i18n/format.ts';
import { HEIDELBERG_PARTS } from '../lords-days.ts';
import type { GroupableSection, Outline, OutlineGroup } from './grouping.ts';

const HEAD_KEYS: Record<string, MessageKey> = {
  'First Head of Doctrine': 'library.head.1',
  'Second Head of Doctrine': 'library.head.2',
  'Third and Fourth Heads of Doctrine': 'library.head.3',
  'Fifth Head of Doctrine': 'library.head.5',
};

const NUMBERED: [RegExp, MessageKey][] = [
  [/^Lord's Day (\S+)$/, 'library.unit.lordsDay'],
  [/^Part (\S+)$/, 'library.unit.part'],
  [/^Chapter (\S+)$/, 'library.unit.chapter'],
  [/^Head of Doctrine (\S+)$/, 'library.unit.headOfDoctrine'],
  [/^Question (\S+)$/, 'library.unit.question'],
  [/^Article (\S+)$/, 'library.unit.article'],
];

const RANGES: [RegExp, MessageKey][] = [
  [/^Questions (\d+)–(\d+)$/, 'library.unit.questions'],
  [/^Articles (\d+)–(\d+)$/, 'library.unit.articles'],
];

/** One of grouping.ts's English labels or ranges in the edition's words; anything else unchanged. */
export function localizeLabel(label: string, t: Translator): string {
  if (t.locale === 'en') return label;
  if (label in HEAD_KEYS) return t(HEAD_KEYS[label]!);
  if (label === 'Rejection of Errors') return t('library.rejections');
  for (const [pattern, key] of RANGES) {
    const match = pattern.exec(label);
    if (match) return t(key, { first: match[1]!, last: match[2]! });
  }
  for (const [pattern, key] of NUMBERED) {
    const match = pattern.exec(label);
    if (match) return t(key, { number: match[1]! });
  }
  return label;
}

const HEIDELBERG_TITLES = new Map(HEIDELBERG_PARTS.map((part) => [part.title, `library.heidelbergPart.${part.number}` as MessageKey]));

function localizeGroup<S extends GroupableSection>(group: OutlineGroup<S>, t: Translator, ownTitles: boolean): OutlineGroup<S> {
  const titleKey = ownTitles && group.kind === 'part' && group.title ? HEIDELBERG_TITLES.get(group.title) : undefined;
  const stacked = group.kind === 'chapter' || group.kind === 'head';
  const keepsTextLanguage = !ownTitles && !stacked && group.title !== null;
  return {
    ...group,
    label: group.label === null || keepsTextLanguage ? group.label : localizeLabel(group.label, t),
    title: titleKey ? t(titleKey) : group.title,
    range: group.range === null ? null : localizeLabel(group.range, t),
    groups: group.groups.map((child) => localizeGroup(child, t, ownTitles)),
  };
}

/**
 * The outline with its labels in `t`'s language; `documentInEdition` when the document's text is in that language
 * too, so the titles grouping.ts writes for it (the Heidelberg's parts) are translated as well.
 */
export function localizeOutline<S extends GroupableSection>(outline: Outline<S>, t: Translator, documentInEdition: boolean): Outline<S> {
  if (t.locale === 'en') return outline;
  return { ...outline, groups: outline.groups.map((group) => localizeGroup(group, t, documentInEdition)) };
}

const WORDS: Record<string, MessageKey> = {
  question: 'library.unit.question',
  article: 'library.unit.article',
  chapter: 'library.unit.chapter',
  head: 'library.unit.head',
  section: 'library.unit.section',
  line: 'library.unit.line',
  rejection: 'library.unit.rejection',
  part: 'library.unit.part',
};

/** A section's name from its url_slug in the edition's words: "head-2-article-8" → "Hoofdstuk 2, Artikel 8". */
export function sectionNameIn(urlSlug: string, t: (key: MessageKey, params?: MessageParams) => string): string {
  const parts = urlSlug.split('-');
  const names: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const word = parts[i]!;
    const number = parts[i + 1];
    const key = WORDS[word];
    if (key && number !== undefined && /^\d+$/.test(number)) {
      names.push(t(key, { number }));
      i++;
    } else if (word === 'preface') names.push(t('library.unit.preface'));
    else names.push(word.charAt(0).toUpperCase() + word.slice(1));
  }
  return names.join(', ');
}
