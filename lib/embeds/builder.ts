/**
 * The card builder on /churches/: a church's choices (which card, its language, theme, size, Bible, width, and
 * whether the frame should fit its card) become the address of the card, the frame the page previews, and the
 * HTML to paste. Pure, so the page renders the first choice at build time and its small script follows each
 * change with the same code. A new kind of card is one more entry in EMBED_CARDS.
 */
import { EMBED_RESIZE_SCRIPT_PATH, EMBED_CATECHISM_PATH, EMBED_TODAY_PATH, EMBED_VERSE_PATH, embedDevotionalPath } from './routes.ts';
import { embedFrame, embedFrameHtml, type EmbedKind } from './frame.ts';
import { embedPath, type EmbedSize, type EmbedTheme } from './options.ts';
import { localePath } from '../i18n/paths.ts';
import type { Locale } from '../i18n/locales.ts';
import { editionBible, isTranslation, translationsFor, TRANSLATIONS, type BibleId } from '../scripture/translations.ts';

export interface EmbedCard {
  id: string;
  kind: EmbedKind;
  /** Whether the card quotes a memory verse, and so can be asked for another of the edition's Bibles. */
  quotesBible: boolean;
  /** Whether the church picks which devotional it shows. */
  picksDevotional: boolean;
  /** The card's path in English; the builder puts it in the chosen edition. */
  path(devotionalId: string): string;
}

export const EMBED_CARDS = [
  { id: 'today', kind: 'devotional', quotesBible: true, picksDevotional: false, path: () => EMBED_TODAY_PATH },
  { id: 'devotional', kind: 'devotional', quotesBible: true, picksDevotional: true, path: (id: string) => embedDevotionalPath(id) },
  { id: 'catechism', kind: 'catechism', quotesBible: false, picksDevotional: false, path: () => EMBED_CATECHISM_PATH },
  { id: 'verse', kind: 'verse', quotesBible: true, picksDevotional: false, path: () => EMBED_VERSE_PATH },
] as const satisfies readonly EmbedCard[];
export type EmbedCardId = (typeof EMBED_CARDS)[number]['id'];

/** A fixed width in pixels (the frame still shrinks in a narrower column), or the column's whole width. */
export const EMBED_WIDTHS = [560, 480, 360, 'fill'] as const;
export type EmbedWidth = (typeof EMBED_WIDTHS)[number];

export interface BuilderChoice {
  card: EmbedCardId;
  /** The devotional of a card that picks one; ignored by the others. */
  devotionalId: string;
  locale: Locale;
  theme: EmbedTheme;
  size: EmbedSize;
  bible: BibleId;
  width: EmbedWidth;
  /** Add /embed/resize.js after the frame, so the frame takes its card's height. */
  fit: boolean;
}

export interface BuiltEmbed {
  /** The card on this site, for the preview (the site frames only its own origin). */
  previewPath: string;
  /** The card at the site's public address, as the snippet names it. */
  src: string;
  width: EmbedWidth;
  height: number;
  /** What the church pastes. */
  snippet: string;
}

export function embedCard(id: string): EmbedCard | undefined {
  return EMBED_CARDS.find((card) => card.id === id);
}

/**
 * The Bibles a card in an edition can quote: the edition's own first, then others in its language (the BSB in
 * English). A Dutch or Spanish church is offered its own Bible only: an English verse on a Dutch card reads oddly.
 */
export function builderBibles(locale: Locale): BibleId[] {
  return translationsFor(locale).filter((bible) => TRANSLATIONS[bible].language === locale);
}

/** The card's address parameters: the edition's own Bible is the card's default, so only another one is named. */
function translationParam(card: EmbedCard, { locale, bible }: BuilderChoice) {
  if (!card.quotesBible || bible === editionBible(locale) || !builderBibles(locale).includes(bible) || !isTranslation(bible)) return undefined;
  return bible;
}

/** The frame and snippet for a choice; `title` names the card for screen readers on the church's page. */
export function buildEmbed(choice: BuilderChoice, site: URL | string, title: string): BuiltEmbed {
  const card = embedCard(choice.card) ?? EMBED_CARDS[0];
  const previewPath = embedPath(localePath(choice.locale, card.path(choice.devotionalId)), {
    theme: choice.theme,
    size: choice.size,
    translation: translationParam(card, choice),
  });
  const src = new URL(previewPath, site).href;
  const frame = embedFrame(card.kind, choice.size, src, title);
  const width = choice.width === 'fill' ? '100%' : choice.width;
  let snippet = embedFrameHtml({ ...frame, width });
  if (choice.fit) snippet += `\n<script src="${new URL(EMBED_RESIZE_SCRIPT_PATH, site).href}" async></script>`;
  return { previewPath, src, width: choice.width, height: frame.height, snippet };
}
