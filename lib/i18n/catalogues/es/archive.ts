import type { AreaMessages } from '../../messages.ts';
import type { archive as english } from '../en/archive.ts';

export const archive: AreaMessages<typeof english> = {
  'archive.title': 'Archivo',
  'archive.description': 'Todos los devocionales de Reformed Devotionals, mes a mes.',
  'archive.intro': 'Todos los devocionales, mes a mes. {count} hasta ahora.',
  'archive.emptyTitle': 'Aún no hay devocionales',
  'archive.emptyText': 'El primer devocional está en camino. Vuelve pronto.',
  'archive.emptyAction': 'Lee las confesiones',
  'archive.devotionals.one': '{count} devocional',
  'archive.devotionals.other': '{count} devocionales',
  'archive.monthTitle': 'Devocionales de {month}',
  'archive.monthDescription': 'Los devocionales de Reformed Devotionals de {month}: {count}.',
  'archive.breadcrumb': 'Ruta de navegación',
  'archive.months': 'Meses',
  'archive.readingTime': '{minutes} min de lectura',
};
