import type { AreaMessages } from '../../messages.ts';
import type { about as english } from '../en/about.ts';

export const about: AreaMessages<typeof english> = {
  'about.title': 'Over ons',
  'about.description': 'Hoe Reformed Devotionals begon: één gezin, één zoon, en een dagelijks moment met Gods Woord dat uitgroeide.',
  'about.kicker': 'Ons verhaal',
  'about.heading': 'Het begon aan de keukentafel',
  'about.story1':
    'Reformed Devotionals begon met één gezin en één vraag: hoe helpen we onze zoon de God te kennen die hem gemaakt en verlost heeft? We wilden meer dan een tekst op de kalender. We wilden dat hij het hele verhaal van de Schrift zou horen, Christus in het midden zou zien, en de rijke taal zou leren waarmee de kerk al eeuwen belijdt wat de Bijbel leert.',
  'about.story2':
    'Dus begonnen we korte stukjes voor hem te schrijven: een Schriftgedeelte, een paar minuten overdenking die hij kon volgen, een gebed dat we samen konden bidden, en een of twee vragen om bij het ontbijt over te praten. Onderweg leunden we op de historische gereformeerde belijdenissen en catechismussen, die ouders al bijna vijfhonderd jaar helpen hun kinderen te onderwijzen.',
  'about.story3':
    'Die stukjes werden een dagelijkse gewoonte, en die gewoonte werd deze site. We zijn ervan overtuigd dat de groei waarnaar we verlangen, in onze zoon en in onszelf, niet onze eigen prestatie is. Het is het werk van Gods genade alleen, ontvangen door het geloof alleen in Christus alleen, door Zijn Woord. Ons deel is de Schrift trouw te openen, dag na dag, en de rest aan Hem toe te vertrouwen.',
  'about.story4': 'Onze hoop is nu deze overdenkingen te delen met veel meer gezinnen en kinderen: in meer talen, voor elke leeftijd, en altijd gratis.',
  'about.glance': 'In één oogopslag',
  'about.statLanguages': 'Talen',
  'about.statAgesValue': 'Alle',
  'about.statAges': 'Leeftijden',
  'about.statAgesDetail': 'Van kleintjes tot grootouders',
  'about.statFreeValue': '100%',
  'about.statFree': 'Gratis',
  'about.statFreeDetail': 'Geen abonnementen, geen betaalmuren',
  'about.verse': '“Leer de jongen de eerste beginselen naar den eis zijns wegs; als hij ook oud zal geworden zijn, zal hij daarvan niet afwijken.”',
  'about.verseReference': 'Spreuken 22:6 (Statenvertaling)',
  'about.translationsHeading': 'Bijbelvertalingen',
  'about.translations1':
    'In de Engelse uitgave is elk Schriftgedeelte, elke tekst om te onthouden en elke oefenkaart te lezen in de <strong>King James Version</strong> (KJV) of de <strong>Berean Standard Bible</strong> (BSB), een moderne, letterlijke Engelse vertaling. De overdenkingen citeren de Schrift in de woorden die de schrijver koos.',
  'about.translations2':
    'De King James Version is vrij van rechten (publiek domein). De Berean Standard Bible is op 30 april 2023 aan het publieke domein geschonken: {attribution}',
  'about.translations3':
    'Waar de BSB een vers uit de hoofdtekst weglaat omdat de oudste handschriften het niet hebben (bijvoorbeeld Johannes 5:4), staat dat in het Schriftgedeelte op de plaats van het vers.',
  'about.translationsEditions':
    'De Nederlandse uitgave leest de <strong>Statenvertaling</strong> (1637, in een latere spellingsherziening) en de Spaanse uitgave de <strong>Reina-Valera 1909</strong>. Beide zijn vrij van rechten: de Statenvertaling door haar ouderdom (de CrossWire-tekst waaruit ze komt wordt als publiek domein verspreid), en de Reina-Valera omdat ze in 1909 verscheen. De Portugese uitgave leest de <strong>Bíblia Livre</strong>, een vrije Braziliaanse vertaling onder een Creative Commons-licentie, die vraagt haar te vermelden waar haar tekst staat: <span lang="pt">Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio &amp; Marco Teles (<a href="http://sites.google.com/site/biblialivre">http://sites.google.com/site/biblialivre</a>), licenciado sob Creative Commons Atribuição 3.0 Brasil (CC BY 3.0 BR, <a href="https://creativecommons.org/licenses/by/3.0/br/">https://creativecommons.org/licenses/by/3.0/br/</a>). Notas de rodapé omitidas.</span>',
  'about.nextHeading': 'Waar we naartoe gaan',
  'about.next1':
    'De Nederlandse, Spaanse en Portugese uitgaven zijn er, zodat meer gezinnen in hun eigen taal kunnen lezen, en een vertaling in het Frans wordt voorbereid. We zijn ook bezig een stichting zonder winstoogmerk te worden, zodat dit werk ver buiten ons eigen gezin kan doorgaan.',
  'about.next2':
    'Ook kerken kunnen de overdenkingen delen: de overdenking van vandaag en de zondag van de Heidelbergse Catechismus van deze week passen gratis op de eigen website van een gemeente of in het kerkblad.',
  'about.next2Link': 'Bekijk wat uw gemeente kan insluiten',
  'about.next3':
    'Alles hier is gratis, en dat blijft zo dankzij de giften van mensen die erdoor gezegend zijn. Wilt u helpen om meer gezinnen rond Gods Woord te verzamelen? Dan zijn we dankbaar voor uw steun.',
  'about.donate': 'Doneren',
};
