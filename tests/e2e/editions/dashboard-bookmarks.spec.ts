/**
 * The dashboard's bookmarked confession sections in the reader's edition: each named with the confession pages'
 * own words ("Vraag 1", "Pregunta 1"), the document under the edition's name, what is still English marked
 * English, and each link leading to the section in the reader's edition.
 */
import { apiClient, expect, test } from '../fixtures.ts';
import { scrollUntil } from '../scroll.ts';
import { newReader, readerClient, signIn } from '../account/readers.ts';

test('bookmarked sections are named in Dutch on /nl/dashboard/ and in Spanish on /es/dashboard/', async ({ page, stack }) => {
  const api = apiClient(stack);
  const sectionId = async (slug: string, language: string, urlSlug: string) => {
    const { data } = await api
      .from('confession_sections')
      .select('id, confessions!inner(slug, language)')
      .eq('url_slug', urlSlug)
      .eq('confessions.slug', slug)
      .eq('confessions.language', language)
      .single();
    return (data as { id: string }).id;
  };
  const reader = await newReader(stack);
  const client = await readerClient(stack, reader);
  const { error } = await client.from('user_bookmarked_sections').insert([
    { user_id: reader.id, section_id: await sectionId('heidelberg-catechism', 'nl', 'question-1') },
    { user_id: reader.id, section_id: await sectionId('westminster-shorter-catechism', 'en', 'question-1') },
  ]);
  expect(error).toBeNull();
  await signIn(page, reader);

  await page.goto('/nl/dashboard/');
  const dutch = page.getByTestId('bookmarked-sections');
  // The dashboard's cards below the calendar load as the reader scrolls to them.
  await scrollUntil(page, dutch);
  const heidelberg = dutch.getByRole('link', { name: 'Vraag 1: Wat is uw enige troost, beide in het leven en sterven?' });
  await expect(heidelberg).toHaveAttribute('href', '/nl/confessions/heidelberg-catechism/#question-1');
  await expect(dutch).toContainText('Heidelbergse Catechismus');
  const shorter = dutch.getByRole('link', { name: /^Vraag 1: What is the chief end of man\?$/ });
  await expect(shorter).toHaveAttribute('href', '/nl/confessions/westminster-shorter-catechism/#question-1');
  await expect(shorter.locator('[lang="en"]')).toHaveText('What is the chief end of man?');
  await expect(dutch).toContainText('Kleine Catechismus van Westminster');
  await expect(dutch).not.toContainText('Question');

  await page.goto('/es/dashboard/');
  const spanish = page.getByTestId('bookmarked-sections');
  await scrollUntil(page, spanish);
  await expect(spanish.getByRole('link', { name: /^Pregunta 1: What is the chief end of man\?$/ })).toHaveAttribute(
    'href',
    '/es/confessions/westminster-shorter-catechism/#question-1',
  );
  await expect(spanish).toContainText('Catecismo Menor de Westminster');
  await expect(spanish).not.toContainText('Question');
});
