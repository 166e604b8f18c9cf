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
  'feeds.embed.daily': 'Dagelijkse overdenking',
  'feeds.embed.memoryVerse': 'Tekst om te onthouden',
  'feeds.embed.read': 'Lees de overdenking',
  'feeds.embed.listen': 'Luisteren',
  'feeds.embed.onItsWay': 'De overdenking van vandaag komt eraan',
  'feeds.embed.waiting': 'Elke dag een korte overdenking: een gedeelte uit de Schrift, een overdenking voor het hele gezin en de oude belijdenissen.',
  'feeds.embed.visit': 'Naar Reformed Devotionals',
  'feeds.embed.newTab': ' (opent in een nieuw tabblad)',
  'feeds.embed.frameTitle': 'Overdenking: {title}',
  'feeds.embedCatechismTitle': 'Heidelbergse Catechismus, Zondag {number}',
  'feeds.embed.catechismWeek': 'Heidelbergse Catechismus · week van',
  'feeds.embed.lordsDay': 'Zondag {number}',
  'feeds.embed.question': 'Vraag {number}.',
  'feeds.embed.catechismOnItsWay': 'De tekst van de catechismus komt binnenkort in de bibliotheek.',
  'feeds.embed.readInLibrary': 'Lees het in de bibliotheek',
  'feeds.embed.notAvailableTitle': 'Niet beschikbaar',
  'feeds.embed.notAvailable': 'Deze kaart is niet beschikbaar',
  'feeds.embed.notAvailableText': 'De overdenking is misschien verplaatst. De overdenking van vandaag en alle eerdere staan op onze site.',
};
