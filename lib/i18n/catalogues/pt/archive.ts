import type { AreaMessages } from '../../messages.ts';
import type { archive as english } from '../en/archive.ts';

export const archive: AreaMessages<typeof english> = {
  'archive.title': 'Arquivo',
  'archive.description': 'Todos os devocionais do Reformed Devotionals, mês a mês.',
  'archive.intro': 'Todos os devocionais, mês a mês. {count} até agora.',
  'archive.emptyTitle': 'Ainda não há devocionais',
  'archive.emptyText': 'O primeiro devocional está a caminho. Volte em breve.',
  'archive.emptyAction': 'Leia as confissões',
  'archive.devotionals.one': '{count} devocional',
  'archive.devotionals.other': '{count} devocionais',
  'archive.monthTitle': 'Devocionais de {month}',
  'archive.monthDescription': 'Os devocionais do Reformed Devotionals de {month}: {count}.',
  'archive.breadcrumb': 'Trilha de navegação',
  'archive.months': 'Meses',
  'archive.readingTime': '{minutes} min de leitura',
};
