import type { AreaMessages } from '../../messages.ts';
import type { churches as english } from '../en/churches.ts';

export const churches: AreaMessages<typeof english> = {
  'churches.title': 'Voor kerken',
  'churches.description':
    'Zet de overdenking van vandaag en de catechismus van de week op de website van uw gemeente of in het kerkblad: gratis, zonder iets te installeren en zonder iets over uw bezoekers te bewaren.',
  'churches.kicker': 'Voor kerken',
  'churches.heading': 'Deel de dagelijkse overdenking met uw gemeente',
  'churches.intro':
    'Zet de overdenking van vandaag, een bepaalde overdenking of de zondag van deze week uit de Heidelbergse Catechismus gratis op de website van uw gemeente. Plak één regel HTML, of in WordPress alleen de link. De kaarten plaatsen geen cookies, bewaren niets in de browser van uw bezoekers en openen de hele overdenking op onze site in een nieuw tabblad.',
  'churches.embedHeading': 'Wat u kunt insluiten',
  'churches.themes':
    'Elke kaart is er in drie thema’s: <strong>licht</strong>, <strong>donker</strong> of de <strong>voorkeur van de bezoeker</strong> (standaard). Zet <code>?theme=light</code> of <code>?theme=dark</code> achter het adres van de kaart om het thema vast te leggen, en <code>?size=compact</code> voor een kortere kaart zonder afbeelding en zonder tekst om te onthouden (bijvoorbeeld <code>{example}?theme=dark&amp;size=compact</code>).',
  'churches.translation':
    'Een kaart van een overdenking citeert de tekst om te onthouden uit de Statenvertaling. Met <code>?translation=bsb</code> staat er in plaats daarvan de Berean Standard Bible, een moderne Engelse vertaling (combineert u dat met een andere keuze, verbind ze dan met <code>&amp;</code>: <code>?translation=bsb&amp;theme=dark</code>).',
  'churches.todayHeading': 'De overdenking van vandaag',
  'churches.todayFrameTitle': 'De overdenking van vandaag van Reformed Devotionals',
  'churches.todayText':
    'De datum, de titel en het Schriftgedeelte, de eerste regels, de tekst om te onthouden en links om te lezen en te luisteren. De kaart verandert elke nacht, wanneer de overdenking van de volgende dag verschijnt.',
  'churches.devotionalHeading': 'Eén overdenking',
  'churches.devotionalFrameTitle': 'Overdenking: {title}',
  'churches.devotionalText':
    'Dezelfde kaart voor één overdenking die blijft staan, bijvoorbeeld die waarbij de preek of de Bijbelstudie aansluit. Neem het adres op deze site en zet <code>/embed</code> vóór <code>/devotional/</code>: deze hier is <a href="{href}">“{title}”</a>.',
  'churches.catechismHeading': 'De catechismus van de week',
  'churches.catechismFrameTitle': 'De Heidelbergse Catechismus van deze week van Reformed Devotionals',
  'churches.catechismText':
    'De zondag van deze week uit de Heidelbergse Catechismus, elke vraag met haar antwoord, met een link naar de plaats in onze <a href="{library}">bibliotheek</a>. De kaart volgt de zondagen door het jaar heen, één per zondag, en past dus in het kerkblad of bij de catechisatie.',
  'churches.verseHeading': 'De tekst van de dag',
  'churches.verseFrameTitle': 'De tekst van de dag van Reformed Devotionals',
  'churches.verseText':
    'Alleen de tekst om te onthouden van vandaag, groot gezet, met de vindplaats en een link naar de overdenking van de dag. De kaart verandert elke nacht met de overdenking mee.',
  'churches.imagesHeading': 'De tekst van vandaag als afbeelding',
  'churches.imagesText':
    'Voor een dia vóór de dienst, een nieuwsbrief of uw sociale media: een vierkante afbeelding (1080 × 1080) voor een bericht en een staande (1080 × 1920) voor een verhaal (story). Elk adres blijft hetzelfde en toont elke dag de nieuwe tekst.',
  'churches.imagesNone': 'Er is vandaag geen tekst om te downloaden. Kom terug wanneer de volgende overdenking is verschenen.',
  'churches.downloadSquare': 'Vierkante afbeelding downloaden',
  'churches.downloadStory': 'Afbeelding voor een verhaal downloaden',
  'churches.theme.auto': 'Voorkeur van de bezoeker',
  'churches.theme.light': 'Licht',
  'churches.theme.dark': 'Donker',
  'churches.previewTitle': '{frame}, voorbeeld: thema {theme}',
  'churches.snippetFrame': 'Het frame om in de HTML van uw pagina te plakken',
  'churches.snippetBible': 'Hetzelfde frame met de tekst om te onthouden uit de {bible}',
  'churches.copy': 'Kopiëren',
  'churches.copied': 'Gekopieerd',
  'churches.copySelected': 'Geselecteerd: druk op Ctrl+C (⌘C op een Mac) of kies Kopiëren op uw telefoon',
  'churches.builderHeading': 'Stel uw kaart samen',
  'churches.builderIntro':
    'Kies een kaart en hoe die eruit moet zien. Het voorbeeld toont de kaart zoals uw bezoekers haar zien, en de code eronder verandert mee met elke keuze.',
  'churches.builder.card': 'Kaart',
  'churches.builder.devotional': 'Overdenking',
  'churches.builder.language': 'Taal',
  'churches.builder.theme': 'Thema',
  'churches.builder.size': 'Formaat',
  'churches.size.full': 'Volledige kaart',
  'churches.size.compact': 'Compact (zonder afbeelding en tekst om te onthouden)',
  'churches.size.compactVerse': 'Compact (zonder afbeelding en datum, kortere tekst)',
  'churches.builder.bible': 'Bijbelvertaling van de tekst om te onthouden',
  'churches.builder.width': 'Breedte',
  'churches.width.fill': 'De hele breedte van de kolom',
  'churches.width.pixels': '{width} pixels breed',
  'churches.builder.fit': 'De hoogte van het frame aan de kaart aanpassen (voegt het kleine script toe)',
  'churches.builder.preview': 'Voorbeeld',
  'churches.builder.previewTitle': '{frame}, voorbeeld',
  'churches.builder.snippet': 'De code om in de HTML van uw pagina te plakken',
  'churches.wordpressHeading': 'In WordPress en andere sites die links lezen',
  'churches.wordpress':
    'Plak het adres van een overdenking, of van onze <a href="{home}">startpagina</a> voor de overdenking van vandaag, op een eigen regel in de editor van WordPress (of in het blok ‘Insluiten’). WordPress vindt de kaart zelf (het leest de oEmbed-link van de pagina), toont haar en maakt haar passend; een klik opent de overdenking op onze site.',
  'churches.resizeHeading': 'Het frame passend maken bij de kaart (niet verplicht)',
  'churches.resize':
    'Een frame heeft een vaste hoogte, en de tekst van een kaart is op de ene dag langer dan op de andere. Zet deze regel één keer ergens op de pagina met uw kaarten, en elk frame krijgt precies de hoogte van zijn kaart. Het is kleiner dan 1 KB, leest niets van uw pagina en luistert alleen naar onze kaarten.',
  'churches.snippetResize': 'Het script om naast uw frames te zetten',
  'churches.feedsHeading': 'Feeds',
  'churches.rss': 'RSS:',
  'churches.rssText': 'elke overdenking zodra ze verschijnt, voor een nieuwswidget of een feedlezer:',
  'churches.podcast': 'Podcast:',
  'churches.podcastText': 'de voorgelezen overdenkingen, voor elke podcast-app:',
  'churches.printHeading': 'De week afdrukken',
  'churches.print':
    'Voor kringen en zondagsschool zet <a href="{guide}">de gids van de week</a> de overdenkingen en vragen van de week op papier. De <a href="{cards}">kaartjes om uit het hoofd te leren</a> bevatten de tekst om te onthouden en de catechismusvragen van de week, om uit te knippen en uit te delen.',
};
