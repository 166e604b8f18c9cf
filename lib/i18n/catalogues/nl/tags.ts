import type { AreaMessages } from '../../messages.ts';
import type { tags as english } from '../en/tags.ts';

export const tags: AreaMessages<typeof english> = {
  'tags.title': 'Onderwerpen',
  'tags.description': 'Alle onderwerpen van Reformed Devotionals, elk met zijn overdenkingen.',
  'tags.intro': 'Vind de overdenkingen over een onderwerp.',
  'tags.emptyTitle': 'Nog geen onderwerpen',
  'tags.emptyText': 'Nog geen overdenking heeft een onderwerp. Kom binnenkort nog eens kijken.',
  'tags.emptyAction': 'Blader door het archief',
  'tags.all': 'Alle onderwerpen',
  'tags.pageDescription': 'Overdenkingen van Reformed Devotionals bij het onderwerp ‘{name}’.',
  'tags.tagEmptyTitle': 'Nog geen overdenkingen bij dit onderwerp',
  'tags.tagEmptyText': 'De overdenkingen bij dit onderwerp zijn nog niet verschenen. Kom binnenkort nog eens kijken.',
  'tags.onDevotional': 'Onderwerpen van deze overdenking',
};
