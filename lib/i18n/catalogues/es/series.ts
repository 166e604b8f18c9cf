import type { AreaMessages } from '../../messages.ts';
import type { series as english } from '../en/series.ts';

export const series: AreaMessages<typeof english> = {
  'series.title': 'Series',
  'series.description': 'Series de Reformed Devotionals: devocionales para leer en orden, parte por parte.',
  'series.intro': 'Devocionales que van juntos, leídos parte por parte.',
  'series.emptyTitle': 'Aún no hay series',
  'series.emptyText': 'La primera serie está en camino. Vuelve pronto.',
  'series.emptyAction': 'Explora el archivo',
  'series.parts.one': '{count} parte',
  'series.parts.other': '{count} partes',
  'series.toCome': 'faltan {count} más',
  'series.part': 'Parte {number} de {total}',
  'series.all': 'Todas las series',
  'series.pageDescription': '{title}: una serie de Reformed Devotionals.',
  'series.partNavigation': 'Partes de esta serie',
  'series.partNumber': 'Parte {number}',
};
