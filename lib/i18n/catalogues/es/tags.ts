import type { AreaMessages } from '../../messages.ts';
import type { tags as english } from '../en/tags.ts';

export const tags: AreaMessages<typeof english> = {
  'tags.title': 'Etiquetas',
  'tags.description': 'Todas las etiquetas de Reformed Devotionals, cada una con sus devocionales.',
  'tags.intro': 'Encuentra los devocionales sobre un tema.',
  'tags.emptyTitle': 'Aún no hay etiquetas',
  'tags.emptyText': 'Ningún devocional tiene etiquetas todavía. Vuelve pronto.',
  'tags.emptyAction': 'Explora el archivo',
  'tags.all': 'Todas las etiquetas',
  'tags.pageDescription': 'Devocionales de Reformed Devotionals con la etiqueta «{name}».',
  'tags.tagEmptyTitle': 'Aún no hay devocionales con esta etiqueta',
  'tags.tagEmptyText': 'Los devocionales con esta etiqueta aún no se han publicado. Vuelve pronto.',
  'tags.onDevotional': 'Etiquetas de este devocional',
};
