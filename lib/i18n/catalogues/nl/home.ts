import type { AreaMessages } from '../../messages.ts';
import type { home as english } from '../en/home.ts';

export const home: AreaMessages<typeof english> = {
  'home.description':
    'Een gratis dagelijkse overdenking voor gezinnen en kerken, geworteld in de Schrift en de gereformeerde belijdenissen. Geworteld in genade. Elke dag groeien.',
  'home.oembedTitle': 'De overdenking van vandaag van Reformed Devotionals',
  'home.welcome': 'Welkom bij Reformed Devotionals',
  'home.heading': 'Geworteld in genade. Elke dag groeien.',
  'home.intro':
    'Elke dag een korte overdenking: een gedeelte uit de Schrift, een overdenking voor het hele gezin, en de oude belijdenissen van de kerk, die ons helpen begrijpen wat God gezegd heeft. Gratis voor iedereen, altijd.',
  'home.todayLabel': 'De overdenking van vandaag',
  'home.stripHeading': 'De overdenkingen van deze week',
  'home.recentHeading': 'De afgelopen dagen',
  'home.today.eyebrow': 'Overdenking van vandaag',
  'home.today.meta': '{passage} · {minutes} min. lezen',
  'home.today.onItsWay': 'De overdenking van vandaag komt eraan',
  'home.today.listen': 'Nu luisteren',
  'home.today.none':
    'Er is voor vandaag nog geen overdenking. Lees in de tussentijd een overdenking van een van de vorige dagen, of open de belijdenissen en laat de oude woorden van de kerk uw hart verwarmen.',
  'home.today.readConfessions': 'Lees de belijdenissen',
  'home.today.noTranslation': 'Vandaag is er nog geen Nederlandse overdenking.',
  'home.today.readEnglish': 'Lees de overdenking van vandaag in het Engels',
  'home.today.todaySuffix': ' (vandaag)',
  'home.today.notReleased': ', nog niet verschenen',
  'home.today.noDevotional': ', geen overdenking',
  'home.today.recentEmpty': 'Geen overdenkingen in de afgelopen dagen. Er komen nieuwe aan.',
  'home.today.today': 'Vandaag',
  'home.today.loading': 'Laden...',
  'home.blurbs.heading': 'Waarom met ons lezen',
  'home.blurbs.word.title': 'Het Woord',
  'home.blurbs.word.text':
    'Elke dag begint met de Schrift zelf, helemaal afgedrukt in de Statenvertaling, de King James Version of de Berean Standard Bible. De overdenking dient de tekst; ze neemt nooit de plaats ervan in.',
  'home.blurbs.reflect.title': 'Op uw manier',
  'home.blurbs.reflect.text':
    'Lees in stilte aan de keukentafel, luister onderweg naar uw werk, of verzamel het gezin rond de gespreksvragen. Eén overdenking, veel manieren om haar te ontvangen.',
  'home.blurbs.rhythm.title': 'Een vast ritme',
  'home.blurbs.rhythm.text':
    'Elke morgen verschijnt er een nieuwe overdenking van zo’n vijf tot zeven minuten: kleine, trouwe stappen die een leven over jaren vormen, zoals genade meestal werkt.',
  'home.features.heading': 'Wat elke overdenking biedt',
  'home.features.intro':
    'Elke dag heeft dezelfde opbouw, zodat een gezin er vertrouwd mee raakt: het Schriftgedeelte, een overdenking voor gezinnen, de plaats ervan in de gereformeerde belijdenissen, en een manier om te antwoorden.',
  'home.features.audio.title': 'Voorgelezen',
  'home.features.audio.text': 'Elke overdenking kunt u lezen én beluisteren, met een keuze uit stem en snelheid.',
  'home.features.questions.title': 'Gespreksvragen',
  'home.features.questions.text': 'Drie tot vijf vragen om samen over door te praten, in het gezin, de klas of de kring.',
  'home.features.references.title': 'Verwijzingen naar de belijdenissen',
  'home.features.references.text':
    'Directe links naar de Westminster Standaarden, de Heidelbergse Catechismus, de Nederlandse Geloofsbelijdenis en de Dordtse Leerregels.',
  'home.features.memory.title': 'Tekst om te onthouden',
  'home.features.memory.text': 'Een korte tekst om de dag mee door te gaan en in uw hart te bewaren (Psalm 119:11).',
  'home.features.prayer.title': 'Gebed en toepassing',
  'home.features.prayer.text': 'Een uitgeschreven gebed en een eenvoudige volgende stap, zodat het horen van het Woord tot doen wordt.',
  'home.features.illustrations.title': 'Illustraties',
  'home.features.illustrations.text': 'Voor elke dag een plaat, getekend om jongere lezers te helpen het verhaal te onthouden.',
  'home.testimonials.heading': 'Gelezen over de hele wereld',
  'home.testimonials.intro': 'Gezinnen, studenten en kerken in veel landen lezen elke morgen hetzelfde Woord. Dit schreven enkelen van hen (in het Engels).',
  'home.fulltext.heading': 'Zoek in alle overdenkingen en belijdenissen',
  'home.fulltext.intro':
    'Zoekt u een woord dat u zich herinnert, een zin uit de Heidelbergse Catechismus of een naam uit het Bijbelverhaal? Hiermee zoekt u in elke regel.',
  'home.fulltext.form': 'Zoeken in de volledige tekst',
  'home.fulltext.placeholder': 'bijv. enige troost in leven en sterven',
};
