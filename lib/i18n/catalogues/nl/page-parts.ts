import type { AreaMessages } from '../../messages.ts';
import type { pageParts as english } from '../en/page-parts.ts';

export const pageParts: AreaMessages<typeof english> = {
  'pageParts.loading': 'Laden…',
  'pageParts.failed': 'Dit deel van de pagina kon niet worden geladen. Controleer uw verbinding en laad de pagina opnieuw.',
  'pageParts.retry': 'Pagina opnieuw laden',
};
