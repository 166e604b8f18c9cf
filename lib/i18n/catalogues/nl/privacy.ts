import type { AreaMessages } from '../../messages.ts';
import type { privacy as english } from '../en/privacy.ts';

export const privacy: AreaMessages<typeof english> = {
  'privacy.title': 'Privacybeleid',
  'privacy.description': 'Wat Reformed Devotionals verzamelt, waarom, en welke keuzes u hebt.',
  'privacy.lastUpdated': 'Laatst bijgewerkt:',
  'privacy.intro':
    'Reformed Devotionals is een gratis bediening. We verzamelen zo weinig mogelijk over u, we verkopen het nooit, en we gebruiken het alleen om de overdenkingen aan te bieden en u te antwoorden. Op deze pagina leest u wat dat in de praktijk betekent.',
  'privacy.collectionHeading': 'Welke gegevens we verzamelen',
  'privacy.collectionNoAccount': 'U kunt elke overdenking lezen en beluisteren zonder account, en zonder ons iets over uzelf te vertellen.',
  'privacy.collectionAccount': 'Als u een account aanmaakt, bewaren we:',
  'privacy.collection1': 'uw e-mailadres, om u te laten inloggen en u te helpen uw wachtwoord opnieuw in te stellen;',
  'privacy.collection2': 'een weergavenaam en, als u die toevoegt, een profielfoto;',
  'privacy.collection3':
    'de overdenkingen die u bewaart, de belijdenisonderdelen waar u een bladwijzer bij zet, de persoonlijke notities die u schrijft, en uw leesgeschiedenis, zodat u ernaar kunt terugkeren;',
  'privacy.collection4': 'uw leesdoelen en de mijlpalen die u behaalt;',
  'privacy.collection5': 'uw audiovoorkeuren (stem en afspeelsnelheid) en uw Bijbelvertaling;',
  'privacy.collection6':
    'uw oefening in het uit het hoofd leren: welke teksten en catechismusantwoorden u leert en hoe elke herhaling ging, en de voornamen en leeftijdsgroepen van de gezinsleden die u als leerling toevoegt (ook kinderen), met hun oefening;',
  'privacy.collection7': 'feedback die u ons stuurt, met het land en de waardering die u opgeeft;',
  'privacy.collection8': 'als u die instelt: dat uw account een authenticator-app heeft (nooit het geheim ervan).',
  'privacy.collectionPrivate':
    'Uw notities en oefening zijn privé: alleen u kunt ze lezen. Als u een getuigenis met ons deelt, verschijnt die pas op de site met uw naam en het land dat u opgeeft nadat wij hem hebben goedgekeurd.',
  'privacy.keepingHeading': 'Hoe lang we het bewaren',
  'privacy.keeping1':
    'We bewaren de gegevens van uw account zolang u het account hebt, en niet langer. Als u uw account verwijdert, wordt alles hierboven in één keer verwijderd: uw inloggegevens, profiel en foto, bewaarde overdenkingen, bladwijzers, notities, leesgeschiedenis, doelen, mijlpalen, audiovoorkeuren, uw Bijbelvertaling, uw gezinsleden en alle oefening. Feedback die u stuurde blijft, zonder uw naam: een goedgekeurde getuigenis staat dan op naam van ‘Een lezer’ zodra de site opnieuw wordt bijgewerkt, uiterlijk de dag erna.',
  'privacy.keeping2':
    'Verwijderde gegevens kunnen in de versleutelde back-ups van onze hostingprovider blijven staan tot die verlopen, na ten hoogste 30 dagen; ze worden daaruit nooit teruggezet op de site. Onze hostingprovider bewaart voor de veiligheid ook een kort logboek van inlogpogingen.',
  'privacy.dataHeading': 'Neem uw gegevens mee, of verwijder ze',
  'privacy.dataIntro': 'Open, als u bent ingelogd, {settings} en ga naar {yourData}:',
  'privacy.settings': 'Instellingen',
  'privacy.yourData': 'Uw gegevens',
  'privacy.download': 'Mijn gegevens downloaden',
  'privacy.downloadText':
    'bewaart één bestand (JSON) met alles hierboven: uw account en profiel, fotobestanden, bewaarde overdenkingen, bladwijzers, notities, leesgeschiedenis, doelen, mijlpalen, feedback, audiovoorkeuren en Bijbelvertaling, uw gezinsleden en oefening, uw leesgroepen en uw berichten daarin, uw dagelijkse herinneringen en de apparaten die ze ontvangen, en of uw adres onze e-mail ontvangt. De leesbare kopie ernaast bevat hetzelfde als een pagina om te lezen en af te drukken.',
  'privacy.delete': 'Mijn account verwijderen',
  'privacy.deleteText':
    'laat zien wat er verwijderd wordt en vraagt om een code van 6 cijfers die we u e-mailen (en, als u een authenticator-app gebruikt, de code die die app toont). U kunt er ook voor kiezen uw adres tegelijk van onze e-maillijst te halen. De site logt u daarna uit en wist wat deze browser voor u bewaarde: offline kopieën, oefening die nog opgeslagen moest worden, en uw sessie.',
  'privacy.cookiesHeading': 'Cookies en lokale opslag',
  'privacy.cookiesIntro': 'We gebruiken een klein aantal cookies en vergelijkbare opslag in uw browser:',
  'privacy.analytics': 'Statistieken:',
  'privacy.analyticsText':
    'geen. We tellen uw bezoeken niet met cookies, trackingpixels of statistieken van derden, en geen advertentienetwerk ziet onze pagina’s.',
  'privacy.authentication': 'Inloggen:',
  'privacy.authenticationText': 'als u inlogt, wordt uw sessie in uw browser bewaard, zodat u tussen bezoeken ingelogd blijft.',
  'privacy.preferences': 'Voorkeuren:',
  'privacy.preferencesText':
    'uw keuze voor een licht, donker of systeemthema en voor de tekstgrootte wordt in de lokale opslag van uw browser bewaard, zodat de pagina opent zoals u dat wilt.',
  'privacy.offline': 'Offline kopieën:',
  'privacy.offlineText':
    'de overdenkingen die u opent en de voorgelezen versies die u bewaart, worden in uw browser opgeslagen zodat u zonder verbinding kunt lezen; in Instellingen wist u ze. Als u niet bent ingelogd, wordt uw oefening alleen in deze browser bewaard.',
  'privacy.languageCookie': 'Taal:',
  'privacy.languageCookieText':
    'als u met de taalkeuze een taal kiest, onthoudt een klein cookie die keuze, zodat de startpagina de volgende keer in die taal opent.',
  'privacy.managingHeading': 'Cookies beheren',
  'privacy.managing':
    'U kunt cookies en lokale opslag op elk moment blokkeren of verwijderen in de instellingen van uw browser. De overdenkingen werken dan nog steeds; u moet alleen opnieuw inloggen, en het thema wordt weer licht tot u opnieuw kiest. Uitloggen verwijdert uw sessie uit deze browser.',
  'privacy.remindersHeading': 'Dagelijkse herinneringen',
  'privacy.reminders':
    'Als u herinneringen aanzet in Instellingen, bewaren wij uw keuzes: of ze aan staan, het uur en uw tijdzone, de editie, of u ze op een apparaat, per e-mail of allebei wilt ontvangen, en of u de herinnering in de avond voor uw reeks wilt. Voor een apparaat geeft uw browser ons een adres bij zijn eigen pushdienst (van de maker van uw browser) en twee sleutels; die bewaren wij alleen om u de herinnering te sturen. Die is versleuteld, zodat alleen uw browser haar kan lezen, en noemt de overdenking van vandaag en niets over u. Wij verwijderen het adres van een apparaat zodra u de herinneringen daarop uitzet, zodra de pushdienst meldt dat het niet meer wordt gebruikt, of wanneer u uw account verwijdert.',
  'privacy.newsletterHeading': 'Nieuwsbrief en giften',
  'privacy.newsletter1':
    'Als u zich inschrijft voor onze e-mail, bewaren we uw e-mailadres, of u voor dagelijks of wekelijks koos, en wanneer u zich inschreef, bevestigde en (als u dat doet) afmeldde, en verder niets. Er wordt geen e-mail verstuurd tot u bevestigt: we sturen eerst één e-mail met een bevestigingslink, en als u die niet volgt, hoort u niets meer van ons.',
  'privacy.newsletter2':
    'Na uw bevestiging ontvangt u de e-mail die u koos: de overdenking van elke dag, of één e-mail per week met de overdenkingen van die week (hun titels, Schriftgedeelten, teksten om te onthouden, omslagfoto’s en links om ze hier te lezen). We noteren welke e-mail naar welk adres ging, alleen zodat niemand dezelfde twee keer krijgt. De e-mails worden bezorgd door onze e-maildienst, die uw adres en het bericht alleen daarvoor ontvangt. We houden niet bij of u de e-mails opent of op de links klikt.',
  'privacy.newsletter3':
    'Elke e-mail heeft een afmeldlink die met één klik werkt, zonder in te loggen, en mailprogramma’s met een knop ‘Afmelden’ gebruiken die ook. Na uw afmelding bewaren we het adres als afgemeld, zodat het niets meer ontvangt; vraag ons via de contactpagina als u het helemaal verwijderd wilt hebben, of verwijder het wanneer u uw account verwijdert.',
  'privacy.donations':
    'Giften worden volledig afgehandeld door onze betaalprovider, op diens eigen beveiligde pagina’s. Wij zien of bewaren uw kaartnummer nooit. De provider deelt met ons wat we nodig hebben om u te bedanken en onze administratie bij te houden, zoals uw naam, e-mailadres en het bedrag van uw gift. Maandelijkse giften kunt u op elk moment beheren of stopzetten via het klantenportaal van de provider.',
  'privacy.contactHeading': 'Contactberichten',
  'privacy.contactText':
    'Als u ons schrijft via het {contactForm}, bewaren we uw naam, e-mailadres en bericht zodat we kunnen antwoorden. Alleen onze beheerders kunnen ze lezen.',
  'privacy.contactForm': 'contactformulier',
  'privacy.rightsHeading': 'Uw keuzes',
  'privacy.rights':
    'U kunt de gegevens van uw account zelf bekijken, verbeteren, downloaden of verwijderen in {settings}. Voor al het andere dat we over u bewaren, zoals een contactbericht of een nieuwsbriefadres, kunt u {contactUs}; we helpen u graag. Als dit beleid verandert, passen we de datum bovenaan deze pagina aan.',
  'privacy.contactUs': 'contact met ons opnemen',
};
