import type { AreaMessages } from '../../messages.ts';
import type { feeds as english } from '../en/feeds.ts';

export const feeds: AreaMessages<typeof english> = {
  'feeds.rssDescription': 'Geworteld in genade. Elke dag groeien. Een gratis dagelijkse overdenking vanuit de gereformeerde leer.',
  'feeds.rssItemDescription': '{passage}: de overdenking van vandaag van Reformed Devotionals.',
  'feeds.podcastDescription':
    'Geworteld in genade. Elke dag groeien. Een gratis dagelijkse overdenking vanuit de gereformeerde leer, voorgelezen: het Schriftgedeelte van de dag, een kort verhaal en een overdenking, en een gebed.',
  'feeds.podcastItemDescription': '{passage}: een dagelijkse gereformeerde overdenking, voorgelezen.',
  'feeds.appShortName': 'Overdenkingen',
  'feeds.appDescription': 'Een gratis dagelijkse overdenking vanuit de gereformeerde leer. Geworteld in genade. Elke dag groeien.',
  'feeds.embedToday': 'De overdenking van vandaag',
  'feeds.embedTodayTitle': 'De overdenking van vandaag: {title}',
  'feeds.oembedToday': 'De overdenking van vandaag van Reformed Devotionals',
};
