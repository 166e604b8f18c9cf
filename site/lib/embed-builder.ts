/**
 * The script of the card builder on /churches/ (site/components/churches/EmbedBuilder.astro): reads the form, asks
 * lib/embeds/builder.ts for the card's address and code, and puts them in the preview frame and the snippet. The
 * devotional and Bible lists follow the chosen language, since each edition releases its own devotionals and
 * quotes its own Bible; for the verse of the day, so do the links to today's verse as pictures.
 */
import { buildEmbed, embedCard, EMBED_WIDTHS, type BuilderChoice, type EmbedCardId, type EmbedWidth } from '@lib/embeds/builder.ts';
import { EMBED_SIZES, EMBED_THEMES, type EmbedSize, type EmbedTheme } from '@lib/embeds/options.ts';
import { isLocale, type Locale } from '@lib/i18n/locales.ts';
import { isBible, type BibleId } from '@lib/scripture/translations.ts';

interface Option {
  id: string;
  label: string;
}

interface BuilderData {
  site: string;
  previewTitle: string;
  /** The compact size's label for the devotional and catechism cards, and for the verse card. */
  compactLabels: { cards: string; verse: string };
  languages: Record<
    Locale,
    {
      devotionals: (Option & { title: string })[];
      bibles: Option[];
      titles: Record<'today' | 'catechism' | 'verse', string>;
      /** Today's verse as pictures, by Bible and format: where each is and the name it is saved under. */
      images: Partial<Record<string, Partial<Record<string, { path: string; file: string }>>>>;
    }
  >;
}

/** The verse card's download links: the chosen language's and Bible's pictures, or the line saying there are none. */
function showDownloads(form: HTMLFormElement, images: { path: string; file: string }[] | null, shown: boolean): void {
  const box = form.querySelector<HTMLElement>('[data-builder-downloads]');
  if (!box) return;
  box.hidden = !shown;
  const links = [...box.querySelectorAll<HTMLAnchorElement>('[data-builder-image]')];
  box.querySelector<HTMLElement>('[data-builder-images]')!.hidden = !images;
  box.querySelector<HTMLElement>('[data-builder-no-images]')!.hidden = Boolean(images);
  links.forEach((link, index) => {
    const image = images?.[index];
    if (image) {
      link.href = image.path;
      link.download = image.file;
    } else link.removeAttribute('href');
  });
}

function oneOf<T extends string | number>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => String(candidate) === value) ?? fallback;
}

/** Replaces a select's options, keeping the chosen one where the new list has it. */
function fillSelect(select: HTMLSelectElement, options: Option[]): void {
  const chosen = select.value;
  select.replaceChildren(...options.map(({ id, label }) => new Option(label, id, false, id === chosen)));
}

export function startEmbedBuilder(form: HTMLFormElement): void {
  const data = JSON.parse(form.dataset.embedBuilder ?? '{}') as BuilderData;
  const field = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
  const [card, devotional, language, bible] = ['card', 'devotional', 'language', 'bible'].map(field);
  const fit = form.elements.namedItem('fit') as HTMLInputElement;
  const preview = form.querySelector<HTMLIFrameElement>('[data-builder-preview]')!;
  const code = form.querySelector<HTMLElement>('[data-snippet] code')!;
  let shownLanguage = language.value;

  function update(): void {
    const locale: Locale = isLocale(language.value) ? language.value : 'en';
    const texts = data.languages[locale];
    if (language.value !== shownLanguage) {
      shownLanguage = language.value;
      fillSelect(devotional, texts.devotionals);
      fillSelect(bible, texts.bibles);
      // The first Bible is the edition's own, its cards' default.
      if (!texts.bibles.some(({ id }) => id === bible.value)) bible.selectedIndex = 0;
    }
    const chosenCard = embedCard(card.value) ?? embedCard('today')!;
    const picked = texts.devotionals.find(({ id }) => id === devotional.value) ?? texts.devotionals[0];
    // A language with no released devotional yet has no devotional to show.
    const cardId: EmbedCardId = chosenCard.picksDevotional && !picked ? 'today' : (chosenCard.id as EmbedCardId);
    form.querySelector<HTMLElement>('[data-builder-field="devotional"]')!.hidden = cardId !== 'devotional';
    form.querySelector<HTMLElement>('[data-builder-field="bible"]')!.hidden = !embedCard(cardId)!.quotesBible;

    const choice: BuilderChoice = {
      card: cardId,
      devotionalId: picked?.id ?? '',
      locale,
      theme: oneOf<EmbedTheme>(EMBED_THEMES, field('theme').value, 'auto'),
      size: oneOf<EmbedSize>(EMBED_SIZES, field('size').value, 'full'),
      bible: (isBible(bible.value) ? bible.value : 'kjv') satisfies BibleId,
      width: oneOf<EmbedWidth>(EMBED_WIDTHS, field('width').value, 560),
      fit: fit.checked,
    };
    const title = cardId === 'devotional' ? picked!.title : texts.titles[cardId];
    const pictures = texts.images[choice.bible];
    const images = pictures?.square && pictures.story ? [pictures.square, pictures.story] : null;
    showDownloads(form, images, cardId === 'verse');
    const compact = field('size').querySelector('option[value="compact"]');
    if (compact) compact.textContent = cardId === 'verse' ? data.compactLabels.verse : data.compactLabels.cards;
    const built = buildEmbed(choice, data.site, title);
    if (preview.getAttribute('src') !== built.previewPath) preview.src = built.previewPath;
    preview.title = data.previewTitle.replace('{frame}', title);
    preview.style.width = built.width === 'fill' ? '100%' : `${built.width}px`;
    preview.style.height = `${built.height}px`;
    code.textContent = built.snippet;
  }

  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.querySelector('[data-builder-controls]')?.removeAttribute('disabled');
  update();
}
