import { describe, expect, it } from 'vitest';
import { withoutBsb } from './measure-translation.ts';

describe('the BSB blocks of a page', () => {
  it('removes each BSB element with everything inside it, and nothing else', () => {
    const html =
      '<section><div data-translations=""><div data-translation-text="kjv"><p>KJV</p></div><div data-translation-text="bsb"><div class="x"><p>BSB</p></div></div></div>' +
      '<span data-translations=""><span data-translation-text="kjv"><a>k</a></span><span data-translation-text="bsb"><a>b</a></span></span></section>';
    expect(withoutBsb(html)).toBe(
      '<section><div data-translations=""><div data-translation-text="kjv"><p>KJV</p></div></div><span data-translations=""><span data-translation-text="kjv"><a>k</a></span></span></section>',
    );
    expect(withoutBsb('<p>no translations</p>')).toBe('<p>no translations</p>');
  });
});
