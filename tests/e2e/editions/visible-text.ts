/**
 * The text a reader meets on a page, as runs with the language of the element that holds each one: the visible
 * text, what a screen reader announces (aria-label, alt, title), a field's placeholder and a button's value, and
 * the page's title. Hidden elements, aria-hidden ones, scripts, code a church copies (<code>, <pre>) and proper
 * names marked translate="no" are left out; closed <details> are opened first, since the reader opens them with a click.
 */
import type { Frame, Page } from '@playwright/test';
import type { TextRun } from '@lib/i18n/visible-english.ts';

/** The runs of the page, or of the part of it `root` selects (a search's results), with the page's title. */
export async function visibleTextRuns(page: Page | Frame, where: string, root = 'body'): Promise<TextRun[]> {
  const runs = await page.evaluate((root) => {
    const scope = document.querySelector(root) ?? document.body;
    for (const details of document.querySelectorAll('details:not([open])')) details.setAttribute('open', '');
    // translate="no" marks a proper name (a reader's name under a testimonial), the same in every language.
    const SKIPPED = 'script, style, noscript, template, code, pre, svg, [hidden], [aria-hidden="true"], [translate="no"]';
    const found: { text: string; lang: string; element: string }[] = [];
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? '';
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}`;
    };
    const shown = (el: Element): boolean => {
      if (el.closest(SKIPPED)) return false;
      // An option is drawn by its select; a screen-reader-only span is clipped, not hidden.
      const drawn = el.closest('select') ?? el;
      return drawn.checkVisibility({ checkVisibilityCSS: true });
    };
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || !shown(parent)) continue;
      found.push({ text, lang: langOf(parent), element: describe(parent) });
    }
    for (const el of scope.querySelectorAll('[aria-label], [alt], [title], [placeholder], input[type="submit"], input[type="button"]')) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'value']) {
        if (name === 'value' && el.tagName !== 'INPUT') continue;
        const text = el.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (text) found.push({ text, lang: langOf(el), element: `${describe(el)}@${name}` });
      }
    }
    if (scope === document.body) found.push({ text: document.title, lang: document.documentElement.lang, element: 'title' });
    return found;
  }, root);
  return runs.map(({ text, lang, element }) => ({ text, lang, where: `${where} ${element}` }));
}
