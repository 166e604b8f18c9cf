import type { AreaMessages } from '../../messages.ts';
import type { fulltext as english } from '../en/fulltext.ts';

export const fulltext: AreaMessages<typeof english> = {
  'fulltext.searching': 'Bezig met zoeken...',
  'fulltext.none': 'Geen resultaten voor “{query}”. Probeer minder of andere woorden.',
  'fulltext.matches.one': '{count} pagina gevonden voor “{query}”',
  'fulltext.matches.other': '{count} pagina’s gevonden voor “{query}”',
  'fulltext.showingFirst': '; de eerste {max} worden getoond',
  'fulltext.failed': 'Zoeken in de volledige tekst is nu niet beschikbaar. Probeer het later nog eens.',
  'fulltext.kind.devotional': 'Overdenking',
  'fulltext.kind.confession': 'Belijdenis',
  'fulltext.kind.page': 'Pagina',
};
