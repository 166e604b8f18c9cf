import type { AreaMessages } from '../../messages.ts';
import type { tags as english } from '../en/tags.ts';

export const tags: AreaMessages<typeof english> = {
  'tags.title': 'Marcadores',
  'tags.description': 'Todos os marcadores do Reformed Devotionals, cada um com os seus devocionais.',
  'tags.intro': 'Encontre os devocionais sobre um tema.',
  'tags.emptyTitle': 'Ainda não há marcadores',
  'tags.emptyText': 'Nenhum devocional tem marcadores ainda. Volte em breve.',
  'tags.emptyAction': 'Explore o arquivo',
  'tags.all': 'Todos os marcadores',
  'tags.pageDescription': 'Devocionais do Reformed Devotionals com o marcador “{name}”.',
  'tags.tagEmptyTitle': 'Ainda não há devocionais com este marcador',
  'tags.tagEmptyText': 'Os devocionais com este marcador ainda não foram publicados. Volte em breve.',
  'tags.onDevotional': 'Marcadores deste devocional',
};
