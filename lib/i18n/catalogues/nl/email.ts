import type { AreaMessages } from '../../messages.ts';
import type { email as english } from '../en/email.ts';

export const email: AreaMessages<typeof english> = {
  'email.unsubscribe': 'Afmelden',
  'email.preferences': 'Dagelijks of wekelijks, en uw bijbelvertaling',
  'email.confirm.subject': 'Bevestig uw wekelijkse e-mail van Reformed Devotionals',
  'email.confirm.ask': 'Bevestig dat u de wekelijkse e-mail van Reformed Devotionals wilt ontvangen.',
  'email.confirm.askText': 'Bevestig dat u de wekelijkse e-mail van Reformed Devotionals wilt ontvangen:',
  'email.confirm.action': 'Mijn aanmelding bevestigen',
  'email.confirm.ignore': 'Hebt u zich niet aangemeld? Negeer dan deze e-mail; u hoort niets meer van ons.',
  'email.already.subject': 'U ontvangt de wekelijkse e-mail van Reformed Devotionals al',
  'email.already.body':
    'Iemand heeft gevraagd dit adres aan te melden voor de wekelijkse e-mail van Reformed Devotionals. Het is al aangemeld, dus er is niets veranderd.',
  'email.already.subjectDaily': 'U ontvangt de dagelijkse e-mail van Reformed Devotionals al',
  'email.already.bodyDaily':
    'Iemand vroeg om dit adres aan te melden voor de e-mail van Reformed Devotionals. Het ontvangt de dagelijkse e-mail al, dus er is niets veranderd.',
  'email.already.noLonger': 'Wilt u de e-mail niet meer ontvangen?',
  'email.daily.subject': 'De overdenking van vandaag: {title}',
  'email.daily.continueOnSite': 'Lees verder op de site.',
  'email.daily.memoryVerse': 'Tekst om te onthouden: {verse}',
  'email.daily.read': 'Lezen',
  'email.daily.listen': 'Luisteren',
  'email.daily.continueReading': 'Verder lezen',
  'email.daily.readDevotional': 'Lees de overdenking',
  'email.daily.coverAlt': 'Illustratie bij “{title}”',
  'email.daily.why': 'U ontvangt deze e-mail omdat u hebt gekozen voor de dagelijkse e-mail van',
  'email.daily.english': 'De overdenking van vandaag is nog niet in het Nederlands beschikbaar; hier is de Engelse versie.',
  'email.digest.subject': 'De overdenkingen van deze week: {from} – {to}',
  'email.digest.intro': 'De overdenkingen van deze week van Reformed Devotionals',
  'email.digest.heading': 'De overdenkingen van deze week',
  'email.digest.tagline': 'Geworteld in genade. Elke dag groeien.',
  'email.digest.why': 'U ontvangt deze e-mail omdat u uw aanmelding hebt bevestigd bij',
  'email.digest.inEnglish': '(in het Engels)',
  'email.deletionCode.subject': 'Uw code om uw account bij Reformed Devotionals te verwijderen',
  'email.deletionCode.body':
    'U hebt gevraagd uw account bij Reformed Devotionals te verwijderen. Vul ter bevestiging deze code in op de instellingenpagina. Hij is 15 minuten geldig:',
  'email.deletionCode.notYou':
    'Hebt u dit niet gevraagd? Deel de code dan met niemand en wijzig uw wachtwoord: misschien is iemand anders in uw account ingelogd. Zonder de code blijft uw account zoals het is.',
  'email.accountDeleted.subject': 'Uw account bij Reformed Devotionals is verwijderd',
  'email.accountDeleted.body':
    'Uw account bij Reformed Devotionals en alles wat erin stond zijn verwijderd, zoals u vroeg. Feedback die u hebt gegeven blijft op de site, zonder uw naam.',
  'email.accountDeleted.notYou': 'Hebt u het niet zelf verwijderd? Schrijf ons dan via de contactpagina van de site.',
  'email.groupInvite.subject': '{leader} nodigt u uit voor de leesgroep ‘{group}’',
  'email.groupInvite.subjectNoName': 'Een uitnodiging voor de leesgroep ‘{group}’',
  'email.groupInvite.body':
    '{leader} nodigt u uit om lid te worden van ‘{group}’, een leesgroep op Reformed Devotionals: een paar mensen die in dezelfde week de dagelijkse overdenking lezen en elkaar bemoedigen.',
  'email.groupInvite.bodyNoName':
    'De leider van ‘{group}’ nodigt u uit om lid te worden van deze leesgroep op Reformed Devotionals: een paar mensen die in dezelfde week de dagelijkse overdenking lezen en elkaar bemoedigen.',
  'email.groupInvite.how':
    'Open de uitnodiging om de groep te zien en lid te worden. U hebt daarvoor een account op de site nodig, dat u vanuit de uitnodiging kunt aanmaken.',
  'email.groupInvite.action': 'De uitnodiging openen',
  'email.groupInvite.ignore': 'Weet u niet wie dit stuurde? Negeer deze e-mail dan: er gebeurt niets zolang u de uitnodiging niet opent en lid wordt.',
  'email.groupInvite.why': 'U ontvangt dit omdat de leider van de groep uw adres invulde op {site}. De site bewaart het niet.',
};
