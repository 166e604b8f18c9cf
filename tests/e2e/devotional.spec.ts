/**
 * The devotional page against the served build of the seeded content.
 */
import { expect, test } from './fixtures.ts';
import { byDate, daysBefore, hydrated, loadArchive, seriousViolations, type StoredDevotional } from './devotional/data.ts';
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { transcriptParagraphs } from '@lib/devotionals/transcript.ts';
import { confessionReferenceLabel } from '@lib/devotionals/confession-reference.ts';

const { longDate } = calendarDates('en');

const pathOf = (d: StoredDevotional) => `/devotional/${d.id}/`;

test.describe('devotional page', () => {
  test('shows every section of the spec in order, with the stored content', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    // Yesterday's devotional: the seeded content has no narration (today's carries the audio fixture).
    const d = byDate(archive, daysBefore(archive.today, 1));
    expect(d.audio_url_male).toBeNull();

    const response = await page.goto(pathOf(d));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${d.title} | Reformed Devotionals`);
    const article = page.locator('article.devotional');

    // The order of the page, top to bottom.
    const outline = await article.evaluate((root) =>
      Array.from(root.querySelectorAll('h1, h2, section[aria-label="Audio narration"]')).map((el) =>
        el.matches('section') ? `[${el.getAttribute('aria-label')}]` : el.textContent!.trim(),
      ),
    );
    expect(outline).toEqual([
      d.title,
      '[Audio narration]',
      'Behind the Devotional',
      'Scripture Passage',
      'Devotional',
      'Prayer Suggestion',
      'Discussion Questions',
      'Memory Verse',
      'Personal Notes',
    ]);
    const order = await article.evaluate((root) => {
      const all = Array.from(root.querySelectorAll('*'));
      const at = (selector: string) => all.indexOf(root.querySelector(selector)!);
      return { notes: at('#personal-notes'), print: at('#print-devotional'), nav: at('nav[aria-label="Previous and next devotionals"]') };
    });
    expect(order.notes).toBeLessThan(order.print);
    expect(order.print).toBeLessThan(order.nav);

    // Hero: the stored cover, the title and the long date.
    const hero = article.locator('header.devotional-hero');
    const cover = hero.getByRole('img');
    // The hero sets the title beside the cover, so it shows the art without lettering; og:image keeps the titled one.
    await expect(cover).toHaveAttribute('src', d.card_image_url ?? d.image_url!);
    await expect(cover).toHaveAttribute('alt', `Cover illustration for “${d.title}”`);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(d.title);
    await expect(hero.getByTestId('devotional-date')).toHaveText(longDate(d.date));
    expect(longDate(d.date)).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);

    // No recording: the card says so instead of showing a dead player.
    const audio = article.getByRole('region', { name: 'Audio narration' });
    await expect(audio).toHaveText('Audio narration is not available for this devotional yet.');
    await expect(audio.getByRole('button')).toHaveCount(0);

    const behind = article.getByRole('region', { name: 'Behind the Devotional' });
    // Folded to its summary line before the Scripture; one tap opens it.
    await behind.locator('summary').click();
    for (const [label, value] of [
      ['Biblical Context', d.biblical_context],
      ['Main Character', d.main_character],
      ['Key Doctrine', d.key_doctrine],
      ['Focus', d.focus],
    ]) {
      await expect(behind.locator('dt', { hasText: label })).toBeVisible();
      await expect(behind.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
    }
    const references = behind.getByTestId('confessional-references').getByRole('listitem');
    await expect(references).toHaveCount(d.devotional_confession_references.length);
    const primaryFirst = [...d.devotional_confession_references].sort((a, b) =>
      a.reference_type === b.reference_type ? 0 : a.reference_type === 'primary' ? -1 : 1,
    );
    for (const [i, ref] of primaryFirst.entries()) {
      const section = ref.confession_sections;
      const link = references.nth(i).getByRole('link');
      await expect(link).toHaveText(confessionReferenceLabel(section.confessions.name, section.url_slug));
      await expect(link).toHaveAttribute('href', `/confessions/${section.confessions.slug}/#${section.url_slug}`);
      if (ref.context_snippet) await expect(references.nth(i)).toContainText(ref.context_snippet);
    }

    // Scripture: exactly the KJV text the seed stored, verse by verse with its number.
    const scripture = article.getByRole('region', { name: 'Scripture Passage' });
    await expect(scripture).toContainText(d.biblical_passage);
    const verses = await scripture.getByTestId('scripture-text').locator('p').allTextContents();
    expect(verses.join('\n')).toBe(d.scripture_text);

    // The reflection, paragraph by paragraph, with emphasis as <em> and no markers left.
    const text = article.getByRole('region', { name: 'Devotional', exact: true });
    const paragraphs = transcriptParagraphs(d.transcript);
    await expect(text.locator('p')).toHaveCount(paragraphs.length);
    expect(await text.locator('p').allTextContents()).toEqual(paragraphs.map((runs) => runs.map((r) => r.text).join('')));

    await expect(article.getByRole('region', { name: 'Prayer Suggestion' }).locator('p')).toHaveText(d.prayer_suggestion);

    const questions = article.getByRole('region', { name: 'Discussion Questions' }).locator('ol > li');
    await expect(questions).toHaveText(d.discussion_questions);
    for (const q of await questions.allTextContents()) expect(q).not.toMatch(/^\s*[-–—•*]/);

    const memory = article.getByRole('region', { name: 'Memory Verse' });
    const [, words, reference] = /^(.*) \((.+)\)$/.exec(d.memory_verse)!;
    // The KJV the devotional stores shows by default; the BSB beside it is in the page, hidden (translation.spec.ts).
    await expect(memory.locator('blockquote:visible p')).toHaveText(words);
    await expect(memory.locator('blockquote:visible cite')).toHaveText(reference);

    const notes = article.getByRole('region', { name: 'Personal Notes' });
    await expect(notes).toContainText('Sign in to keep a personal note on this devotional.');
    // Signed out: /auth says why (reason) and brings the reader back here (next).
    await expect(notes.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/auth\/\?reason=notes&next=%2Fdevotional%2F/);
    await expect(article.getByRole('link', { name: 'Sign in to bookmark' })).toHaveAttribute('href', /^\/auth\/\?reason=bookmark&next=%2Fdevotional%2F/);
  });

  test('renders the reflection as text: markup in the transcript is shown, never executed', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, 1));
    await page.goto(pathOf(d));
    const text = page.getByRole('region', { name: 'Devotional', exact: true });
    // The seeded reflections use *emphasis*; it must arrive as <em>, with the asterisks gone.
    const withEmphasis = archive.released.find((x) => /\*[^\s*][^*]*\*/.test(x.transcript));
    if (withEmphasis) {
      await page.goto(pathOf(withEmphasis));
      await expect(text.locator('em').first()).toBeVisible();
      expect(await text.innerText()).not.toMatch(/\*\S/);
    }
    expect(await text.locator('script, a, img, iframe').count()).toBe(0);
  });

  test('every confessional reference lands on an anchor that exists on the confession page', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, archive.today);
    await page.goto(pathOf(d));
    // The references sit in "Behind the Devotional", folded to its summary line.
    await page.getByRole('region', { name: 'Behind the Devotional' }).locator('summary').click();
    const hrefs = await page
      .getByTestId('confessional-references')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    const anchorsByPage = new Map<string, string[]>();
    for (const href of hrefs) {
      const [pathname, anchor] = href.split('#');
      expect(pathname).toMatch(/^\/confessions\/[a-z0-9-]+\/$/);
      expect(anchor).toMatch(/^[a-z0-9-]+$/);
      anchorsByPage.set(pathname, [...(anchorsByPage.get(pathname) ?? []), anchor]);
    }
    for (const [pathname, anchors] of anchorsByPage) {
      const response = await page.goto(pathname);
      expect(response?.status(), `${pathname} is served`).toBe(200);
      for (const anchor of anchors) await expect(page.locator(`[id="${anchor}"]`), `${pathname}#${anchor} exists`).toHaveCount(1);
    }
  });

  test('falls back to the default illustration when the cover cannot be loaded', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, 2));
    await page.route(d.card_image_url ?? d.image_url!, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto(pathOf(d));
    const cover = page.locator('header.devotional-hero img');
    await expect(cover).toHaveAttribute('data-fallback', 'default');
    await expect(cover).toHaveAttribute('src', '/images/default-devotional.svg');
    await expect(cover).toHaveAttribute('alt', `Cover illustration for “${d.title}”`);
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('carries its title, description, canonical address and link-preview meta', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, 3));
    await page.goto(pathOf(d));
    const meta = (selector: string) => page.locator(`head ${selector}`);
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', d.focus);
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+/devotional/${d.id}/$`));
    await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', d.title);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', d.focus);
    await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+/devotional/${d.id}/$`));
    await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', d.image_url!);
    expect(d.image_url).toMatch(/^https?:\/\//);
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  test('Previous and Next follow the release rules across days', async ({ page, stack }) => {
    test.setTimeout(60_000);
    const archive = await loadArchive(stack);
    const today = byDate(archive, archive.today);
    const yesterday = byDate(archive, daysBefore(archive.today, 1));
    const dayBefore = byDate(archive, daysBefore(archive.today, 2));
    const nav = page.getByRole('navigation', { name: 'Previous and next devotionals' });

    // Today: Previous is yesterday; tomorrow's exists but is not released, so Next is a disabled button.
    expect(archive.future.length).toBeGreaterThan(0);
    await page.goto(pathOf(today));
    const next = nav.getByTestId('next-devotional');
    await expect(next).toHaveJSProperty('tagName', 'BUTTON');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: /Next/ })).toHaveCount(0);
    // Clicking it anyway goes nowhere.
    await next.click({ force: true });
    await expect(page).toHaveURL(new RegExp(`${pathOf(today)}$`));

    await nav.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(yesterday)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(yesterday.title);

    await nav.getByRole('link', { name: /Previous/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dayBefore.title);

    await nav.getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(yesterday.title);
    await nav.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(today)}$`));

    // The oldest devotional has nothing before it.
    await page.goto(pathOf(archive.released[0]));
    await expect(nav.getByTestId('previous-devotional')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: /Next/ })).toHaveAttribute('href', pathOf(archive.released[1]));
  });

  test('an unknown id sends the visitor to the home page', async ({ page }) => {
    // As on Cloudflare Pages: the section's 404 page (status 404) sends the visitor home.
    const response = await page.goto('/devotional/00000000-0000-4000-8000-000000000000/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Print opens the browser print dialog, and the print stylesheet keeps only the devotional', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, archive.today);
    // Record calls to the browser's print() instead of opening a dialog nobody can close.
    await page.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls++;
      };
    });
    await page.goto(pathOf(d));
    await page.getByRole('button', { name: 'Print this devotional' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Audio narration' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this devotional' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Previous and next devotionals' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Memory Verse' })).toBeVisible();
    const styles = await page.locator('article.devotional').evaluate((el) => {
      const body = getComputedStyle(document.body);
      const verse = getComputedStyle(el.querySelector('#memory-verse p')!);
      const link = el.querySelector('.reference-link')!;
      return { bodyBg: body.backgroundColor, font: body.fontFamily, verseColor: verse.color, after: getComputedStyle(link, '::after').content };
    });
    expect(styles.bodyBg).toBe('rgb(255, 255, 255)');
    expect(styles.font).toMatch(/Georgia|serif/);
    expect(styles.verseColor).toBe('rgb(0, 0, 0)');
    expect(styles.after).toMatch(/^" \(https?:\/\/[^/]+\/confessions\/[a-z0-9-]+\/#[a-z0-9-]+\)"$/);
  });

  test('Share copies the address and says "Link copied to clipboard"', async ({ page, context, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, 1));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A desktop without a share sheet: the clipboard is the way.
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await page.goto(`${pathOf(d)}#scripture-passage`);
    await hydrated(page, 'ShareButton');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(pathOf(d), stack.siteUrl).href);
  });

  test('Share uses the system share sheet where the browser has one', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    const d = byDate(archive, daysBefore(archive.today, 1));
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void calls.push(data) });
    });
    await page.goto(pathOf(d));
    await hydrated(page, 'ShareButton');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: d.title, url: new URL(pathOf(d), stack.siteUrl).href }]);
    await expect(page.getByText('Link copied to clipboard')).toHaveCount(0);
  });

  test('the scroll-to-top button appears after 400 px and scrolls back up', async ({ page, stack }) => {
    const archive = await loadArchive(stack);
    await page.goto(pathOf(byDate(archive, archive.today)));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  for (const [label, offset] of [
    ['with the player', 0],
    ['without audio', 1],
  ] as const) {
    test(`has no serious or critical accessibility violation ${label}, in light and dark theme`, async ({ page, stack }) => {
      // axe on a long page takes several seconds per theme on a small machine.
      test.setTimeout(90_000);
      const archive = await loadArchive(stack);
      const d = byDate(archive, daysBefore(archive.today, offset));
      await page.goto(pathOf(d));
      await hydrated(page, 'AudioPlayer');
      await hydrated(page, 'ShareButton');
      expect(await seriousViolations(page)).toEqual({ light: [], dark: [] });
    });
  }
});
