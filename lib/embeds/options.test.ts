import { describe, expect, it } from 'vitest';
import { embedPath, embedUrl } from './options.ts';

describe('embedPath', () => {
  it('keeps the path alone for the defaults, for the previews on the site itself', () => {
    expect(embedPath('/embed/today/')).toBe('/embed/today/');
    expect(embedPath('/embed/today/', { theme: 'dark', size: 'compact' })).toBe('/embed/today/?theme=dark&size=compact');
  });
});

describe('embedUrl', () => {
  it('is the bare address for the defaults, and names only the parameters a church changed', () => {
    const site = 'https://devotionals.example.org';
    expect(embedUrl('/embed/today/', site)).toBe('https://devotionals.example.org/embed/today/');
    expect(embedUrl('/embed/today/', site, { theme: 'auto', size: 'full' })).toBe('https://devotionals.example.org/embed/today/');
    expect(embedUrl('/embed/today/', site, { theme: 'dark' })).toBe('https://devotionals.example.org/embed/today/?theme=dark');
    expect(embedUrl('/embed/today/', site, { translation: 'kjv' })).toBe('https://devotionals.example.org/embed/today/');
    expect(embedUrl('/embed/today/', site, { translation: 'bsb' })).toBe('https://devotionals.example.org/embed/today/?translation=bsb');
    expect(embedUrl('/embed/catechism/', site, { theme: 'light', size: 'compact' })).toBe(
      'https://devotionals.example.org/embed/catechism/?theme=light&size=compact',
    );
  });
});
