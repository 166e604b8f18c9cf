import type { AreaMessages } from '../../messages.ts';
import type { series as english } from '../en/series.ts';

export const series: AreaMessages<typeof english> = {
  'series.title': 'Séries',
  'series.description': 'Séries do Reformed Devotionals: devocionais para ler em ordem, parte por parte.',
  'series.intro': 'Devocionais que andam juntos, lidos parte por parte.',
  'series.emptyTitle': 'Ainda não há séries',
  'series.emptyText': 'A primeira série está a caminho. Volte em breve.',
  'series.emptyAction': 'Explore o arquivo',
  'series.parts.one': '{count} parte',
  'series.parts.other': '{count} partes',
  'series.toCome': 'faltam mais {count}',
  'series.part': 'Parte {number} de {total}',
  'series.all': 'Todas as séries',
  'series.pageDescription': '{title}: uma série do Reformed Devotionals.',
  'series.partNavigation': 'Partes desta série',
  'series.partNumber': 'Parte {number}',
};
