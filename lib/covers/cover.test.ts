import { describe, expect, it } from 'vitest';
import { renderCover } from './cover.ts';
import { DOCTRINE_COVERS } from './palettes.ts';
import { KEY_DOCTRINES } from '../devotionals/doctrines.ts';

describe('renderCover', () => {
  it('draws an SVG with the title, the doctrine and its palette', () => {
    const svg = renderCover({ title: 'The Shepherd Who Provides', doctrine: 'Providence' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>The Shepherd Who</tspan>');
    expect(svg).toContain('>Provides</tspan>');
    expect(svg).toContain('PROVIDENCE');
    expect(svg).toContain(DOCTRINE_COVERS.Providence.palette.skyTop);
    expect(svg).not.toMatch(/<image|href=/);
  });

  it('escapes text so a title cannot break the markup', () => {
    const svg = renderCover({ title: 'Bread & Fish <for> "All"', doctrine: 'Providence' });
    expect(svg).toContain('Bread &amp; Fish &lt;for&gt;');
    expect(svg).toContain('&quot;All&quot;');
  });

  it('is deterministic and differs by doctrine', () => {
    const a = renderCover({ title: 'Kept by Grace', doctrine: 'Perseverance of the Saints' });
    expect(renderCover({ title: 'Kept by Grace', doctrine: 'Perseverance of the Saints' })).toBe(a);
    expect(renderCover({ title: 'Kept by Grace', doctrine: 'Regeneration' })).not.toBe(a);
  });

  it('has a palette and motif for each of the 12 doctrines', () => {
    for (const doctrine of KEY_DOCTRINES) {
      expect(renderCover({ title: 'A title', doctrine })).toContain(DOCTRINE_COVERS[doctrine].palette.skyBottom);
    }
  });
});
