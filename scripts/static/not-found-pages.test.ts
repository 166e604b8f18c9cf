import { describe, expect, it } from 'vitest';
import { editionSectionsNotFound, notFoundPage } from './not-found-pages.ts';

describe("an edition's section not-found pages", () => {
  it('send a Dutch reader on to the Dutch pages, in Dutch', () => {
    const [devotional, confessions] = editionSectionsNotFound('nl');
    expect(devotional).toMatchObject({ dir: 'nl/devotional', to: '/nl/', title: 'Overdenking niet gevonden' });
    expect(confessions).toMatchObject({ dir: 'nl/confessions', to: '/nl/confessions/' });
    const html = notFoundPage(confessions!);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('url=/nl/confessions/');
  });

  it('send a Spanish reader on in Spanish', () => {
    expect(editionSectionsNotFound('es')[0]).toMatchObject({ to: '/es/', linkText: 'Ir al devocional de hoy' });
  });
});
