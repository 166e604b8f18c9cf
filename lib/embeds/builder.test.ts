import { describe, expect, it } from 'vitest';
import { buildEmbed, builderBibles, EMBED_CARDS, type BuilderChoice } from './builder.ts';
import { EMBED_FRAME_HEIGHTS } from './frame.ts';

const site = 'https://devotionals.example.org';
const choice: BuilderChoice = { card: 'today', devotionalId: 'abc', locale: 'en', theme: 'auto', size: 'full', bible: 'kjv', width: 560, fit: false };

describe('buildEmbed', () => {
  it('gives the bare card for the defaults: the preview on this site, the snippet at the public address', () => {
    const built = buildEmbed(choice, site, 'Today’s devotional');
    expect(built.previewPath).toBe('/embed/today/');
    expect(built.src).toBe('https://devotionals.example.org/embed/today/');
    expect(built.snippet).toBe(
      '<iframe src="https://devotionals.example.org/embed/today/" title="Today’s devotional" width="560" height="460" frameborder="0" loading="lazy" style="border:0;max-width:100%"></iframe>',
    );
  });

  it('names each changed option in the address, and the edition in the path', () => {
    const built = buildEmbed({ ...choice, card: 'devotional', locale: 'nl', theme: 'dark', size: 'compact' }, site, 'Overdenking: X');
    expect(built.previewPath).toBe('/nl/embed/devotional/abc/?theme=dark&size=compact');
    expect(built.height).toBe(300);
    expect(buildEmbed({ ...choice, bible: 'bsb' }, site, 't').src).toBe('https://devotionals.example.org/embed/today/?translation=bsb');
  });

  it('asks for no Bible on a card without a memory verse, nor for one outside the edition', () => {
    expect(buildEmbed({ ...choice, card: 'catechism', bible: 'bsb' }, site, 't').previewPath).toBe('/embed/catechism/');
    expect(buildEmbed({ ...choice, locale: 'nl', bible: 'sv' }, site, 't').previewPath).toBe('/nl/embed/today/');
    expect(buildEmbed({ ...choice, locale: 'nl', bible: 'bsb' }, site, 't').previewPath).toBe('/nl/embed/today/');
  });

  it('fills the column when asked, and adds the resize script after the frame to fit it', () => {
    const built = buildEmbed({ ...choice, width: 'fill', fit: true }, site, 't');
    expect(built.snippet).toContain(' width="100%" ');
    expect(built.snippet.split('\n')[1]).toBe('<script src="https://devotionals.example.org/embed/resize.js" async></script>');
    expect(buildEmbed({ ...choice, width: 360 }, site, 't').snippet).toContain(' width="360" ');
  });

  it('escapes a title that carries markup', () => {
    expect(buildEmbed(choice, site, 'A "quoted" <b>').snippet).toContain('title="A &quot;quoted&quot; &lt;b&gt;"');
  });
});

describe('the verse of the day', () => {
  it('is offered as a card with a memory verse, no devotional to pick, and its own frame height', () => {
    expect(EMBED_CARDS.find((card) => card.id === 'verse')).toMatchObject({ kind: 'verse', quotesBible: true, picksDevotional: false });
    const built = buildEmbed({ ...choice, card: 'verse', devotionalId: 'ignored' }, site, 'Verse of the day');
    expect(built.previewPath).toBe('/embed/verse/');
    expect(built.height).toBe(EMBED_FRAME_HEIGHTS.verse.full);
  });

  it('names the Bible, theme and size in the address, in the chosen edition', () => {
    expect(buildEmbed({ ...choice, card: 'verse', bible: 'bsb', theme: 'dark' }, site, 't').src).toBe(
      'https://devotionals.example.org/embed/verse/?theme=dark&translation=bsb',
    );
    const spanish = buildEmbed({ ...choice, card: 'verse', locale: 'es', bible: 'rv1909', size: 'compact' }, site, 't');
    expect(spanish.previewPath).toBe('/es/embed/verse/?size=compact');
    expect(spanish.height).toBe(EMBED_FRAME_HEIGHTS.verse.compact);
  });
});

describe('builderBibles', () => {
  it('offers an edition its own Bible first, and only Bibles in its language', () => {
    expect(builderBibles('en')).toEqual(['kjv', 'bsb']);
    expect(builderBibles('nl')).toEqual(['sv']);
    expect(builderBibles('es')).toEqual(['rv1909']);
  });
});

describe('EMBED_CARDS', () => {
  it('has one entry per card, each with a path under /embed/', () => {
    expect(new Set(EMBED_CARDS.map((card) => card.id)).size).toBe(EMBED_CARDS.length);
    for (const card of EMBED_CARDS) expect(card.path('x')).toMatch(/^\/embed\//);
  });
});
