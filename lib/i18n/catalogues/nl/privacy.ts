import type { AreaMessages } from '../../messages.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: AreaMessages<typeof english> = {
  'privacy.title': 'Privacybeleid',
  'privacy.description': 'Wat Reformed Devotionals verzamelt, waarom, en welke keuzes je hebt.',
  'privacy.lastUpdated': 'Laatst bijgewerkt:',
  'privacy.intro':
    'Reformed Devotionals is een gratis bediening. We verzamelen zo weinig mogelijk over je, we verkopen het nooit, en we gebruiken het alleen om de overdenkingen aan te bieden en je te antwoorden. Op deze pagina lees je wat dat in de praktijk betekent.',
  'privacy.collectionHeading': 'Welke gegevens we verzamelen',
  'privacy.collectionNoAccount': 'Je kunt elke overdenking lezen en beluisteren zonder account, en zonder ons iets over jezelf te vertellen.',
  'privacy.collectionAccount': 'Als je een account aanmaakt, bewaren we:',
  'privacy.collection1': 'je e-mailadres, om je te laten inloggen en je te helpen je wachtwoord opnieuw in te stellen;',
  'privacy.collection2': 'een weergavenaam en, als je die toevoegt, een profielfoto;',
  'privacy.collection3':
    'de overdenkingen die je bewaart, de belijdenisonderdelen waar je een bladwijzer bij zet, de persoonlijke notities die je schrijft, en je leesgeschiedenis, zodat je ernaar kunt terugkeren;',
  'privacy.collection4': 'je leesdoelen en de mijlpalen die je behaalt;',
  'privacy.collection5': 'je audiovoorkeuren (stem en afspeelsnelheid) en je Bijbelvertaling;',
  'privacy.collection6':
    'je oefening in het uit het hoofd leren: welke teksten en catechismusantwoorden je leert en hoe elke herhaling ging, en de voornamen en leeftijdsgroepen van de gezinsleden die je als leerling toevoegt (ook kinderen), met hun oefening;',
  'privacy.collection7': 'feedback die je ons stuurt, met het land en de waardering die je opgeeft;',
  'privacy.collection8': 'als je die instelt: dat je account een authenticator-app heeft (nooit het geheim ervan).',
  'privacy.collectionPrivate':
    'Je notities en oefening zijn privé: alleen jij kunt ze lezen. Als je een getuigenis met ons deelt, verschijnt die pas op de site met je naam en het land dat je opgeeft nadat wij hem hebben goedgekeurd.',
  'privacy.keepingHeading': 'Hoe lang we het bewaren',
  'privacy.keeping1':
    'We bewaren de gegevens van je account zolang je het account hebt, en niet langer. Als je je account verwijdert, wordt alles hierboven in één keer verwijderd: je inloggegevens, profiel en foto, bewaarde overdenkingen, bladwijzers, notities, leesgeschiedenis, doelen, mijlpalen, audiovoorkeuren, je Bijbelvertaling, je gezinsleden en alle oefening. Feedback die je stuurde blijft, zonder je naam: een goedgekeurde getuigenis staat dan op naam van "Een lezer" zodra de site opnieuw wordt bijgewerkt, uiterlijk de dag erna.',
  'privacy.keeping2':
    'Verwijderde gegevens kunnen in de versleutelde back-ups van onze hostingprovider blijven staan tot die verlopen, na hoogstens 30 dagen; ze worden daaruit nooit teruggezet op de site. Onze hostingprovider bewaart voor de veiligheid ook een kort logboek van inlogpogingen.',
  'privacy.dataHeading': 'Neem je gegevens mee, of verwijder ze',
  'privacy.dataIntro': 'Open, als je bent ingelogd, {settings} en ga naar {yourData}:',
  'privacy.settings': 'Instellingen',
  'privacy.yourData': 'Jouw gegevens',
  'privacy.download': 'Mijn gegevens downloaden',
  'privacy.downloadText':
    'bewaart één bestand (JSON) met alles hierboven: je account en profiel, fotobestanden, bewaarde overdenkingen, bladwijzers, notities, leesgeschiedenis, doelen, mijlpalen, feedback, audiovoorkeuren en Bijbelvertaling, je gezinsleden en oefening, en of je adres onze e-mail ontvangt.',
  'privacy.delete': 'Mijn account verwijderen',
  'privacy.deleteText':
    'laat zien wat er verwijderd wordt en vraagt nog eens om je wachtwoord (of de code uit je authenticator-app, als je die gebruikt). Je kunt er ook voor kiezen je adres tegelijk van onze e-maillijst te halen. De site logt je daarna uit en wist wat deze browser voor je bewaarde: offline kopieën, oefening die nog opgeslagen moest worden, en je sessie.',
  'privacy.cookiesHeading': 'Cookies en lokale opslag',
  'privacy.cookiesIntro': 'We gebruiken een klein aantal cookies en vergelijkbare opslag in je browser:',
  'privacy.analytics': 'Statistieken:',
  'privacy.analyticsText':
    'geen. We tellen je bezoeken niet met cookies, trackingpixels of statistieken van derden, en geen advertentienetwerk ziet onze pagina’s.',
  'privacy.authentication': 'Inloggen:',
  'privacy.authenticationText': 'als je inlogt, wordt je sessie in je browser bewaard, zodat je tussen bezoeken ingelogd blijft.',
  'privacy.preferences': 'Voorkeuren:',
  'privacy.preferencesText':
    'je keuze voor een licht, donker of systeemthema en voor de tekstgrootte wordt in de lokale opslag van je browser bewaard, zodat de pagina opent zoals jij dat wilt.',
  'privacy.offline': 'Offline kopieën:',
  'privacy.offlineText':
    'de overdenkingen die je opent en de voorgelezen versies die je bewaart, worden in je browser opgeslagen zodat je zonder verbinding kunt lezen; in Instellingen wis je ze. Als je niet bent ingelogd, wordt je oefening alleen in deze browser bewaard.',
  'privacy.languageCookie': 'Taal:',
  'privacy.languageCookieText':
    'als je met de taalkeuze een taal kiest, onthoudt een klein cookie die keuze, zodat de startpagina de volgende keer in die taal opent.',
  'privacy.managingHeading': 'Cookies beheren',
  'privacy.managing':
    'Je kunt cookies en lokale opslag op elk moment blokkeren of verwijderen in de instellingen van je browser. De overdenkingen werken dan nog steeds; je moet alleen opnieuw inloggen, en het thema wordt weer licht tot je opnieuw kiest. Uitloggen verwijdert je sessie uit deze browser.',
  'privacy.newsletterHeading': 'Nieuwsbrief en giften',
  'privacy.newsletter1':
    'Als je je inschrijft voor onze e-mail, bewaren we je e-mailadres, of je voor dagelijks of wekelijks koos, en wanneer je je inschreef, bevestigde en (als je dat doet) afmeldde, en verder niets. Er wordt geen e-mail verstuurd tot je bevestigt: we sturen eerst één e-mail met een bevestigingslink, en als je die niet volgt, hoor je niets meer van ons.',
  'privacy.newsletter2':
    'Na je bevestiging ontvang je de e-mail die je koos: de overdenking van elke dag, of één e-mail per week met de overdenkingen van die week (hun titels, Schriftgedeelten, teksten om te leren, omslagfoto’s en links om ze hier te lezen). We noteren welke e-mail naar welk adres ging, alleen zodat niemand dezelfde twee keer krijgt. De e-mails worden bezorgd door onze e-maildienst, die je adres en het bericht alleen daarvoor ontvangt. We houden niet bij of je de e-mails opent of op de links klikt.',
  'privacy.newsletter3':
    'Elke e-mail heeft een afmeldlink die met één klik werkt, zonder in te loggen, en mailprogramma’s met een knop "Afmelden" gebruiken die ook. Na je afmelding bewaren we het adres als afgemeld, zodat het niets meer ontvangt; vraag ons via de contactpagina als je het helemaal verwijderd wilt hebben, of verwijder het wanneer je je account verwijdert.',
  'privacy.donations':
    'Giften worden volledig afgehandeld door onze betaalprovider, op diens eigen beveiligde pagina’s. Wij zien of bewaren je kaartnummer nooit. De provider deelt met ons wat we nodig hebben om je te bedanken en onze administratie bij te houden, zoals je naam, e-mailadres en het bedrag van je gift. Maandelijkse giften kun je op elk moment beheren of stopzetten via het klantenportaal van de provider.',
  'privacy.contactHeading': 'Contactberichten',
  'privacy.contactText':
    'Als je ons schrijft via het {contactForm}, bewaren we je naam, e-mailadres en bericht zodat we kunnen antwoorden. Alleen onze beheerders kunnen ze lezen.',
  'privacy.contactForm': 'contactformulier',
  'privacy.rightsHeading': 'Jouw keuzes',
  'privacy.rights':
    'Je kunt de gegevens van je account zelf bekijken, verbeteren, downloaden of verwijderen in {settings}. Voor al het andere dat we over je bewaren, zoals een contactbericht of een nieuwsbriefadres, kun je {contactUs}; we helpen je graag. Als dit beleid verandert, passen we de datum bovenaan deze pagina aan.',
  'privacy.contactUs': 'contact met ons opnemen',
};
