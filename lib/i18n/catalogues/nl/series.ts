import type { AreaMessages } from '../../messages.ts';
import type { series as english } from '../en/series.ts';

export const series: AreaMessages<typeof english> = {
  'series.title': 'Series',
  'series.description': 'Series van Reformed Devotionals: overdenkingen die u op volgorde leest, deel voor deel.',
  'series.intro': 'Overdenkingen die bij elkaar horen, deel voor deel gelezen.',
  'series.emptyTitle': 'Nog geen series',
  'series.emptyText': 'De eerste serie is onderweg. Kom binnenkort nog eens kijken.',
  'series.emptyAction': 'Blader door het archief',
  'series.parts.one': '{count} deel',
  'series.parts.other': '{count} delen',
  'series.toCome': 'nog {count} te verschijnen',
  'series.part': 'Deel {number} van {total}',
  'series.all': 'Alle series',
  'series.pageDescription': '{title}: een serie van Reformed Devotionals.',
  'series.partNavigation': 'Delen van deze serie',
  'series.partNumber': 'Deel {number}',
};
