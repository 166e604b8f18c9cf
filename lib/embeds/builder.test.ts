import { describe, expect, it } from 'vitest';
import { buildEmbed, builderBibles, EMBED_CARDS, type BuilderChoice } from './builder.ts';

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
