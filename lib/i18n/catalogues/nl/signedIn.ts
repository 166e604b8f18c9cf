import type { AreaMessages } from '../../messages.ts';
import type { signedIn as english } from '../en/signedIn.ts';

export const signedIn: AreaMessages<typeof english> = {
  'signedIn.signInRequired': 'Log in om deze pagina te bekijken',
  'signedIn.blocked': 'Je account is geblokkeerd. Neem contact met ons op.',
  'signedIn.bookmark.added': 'Overdenking bewaard',
  'signedIn.bookmark.removed': 'Bladwijzer verwijderd',
  'signedIn.bookmark.addFailed': 'Bewaren is niet gelukt',
  'signedIn.bookmark.removeFailed': 'De bladwijzer kon niet worden verwijderd',
  'signedIn.bookmark.signIn': 'Log in om overdenkingen te bewaren',
  'signedIn.section.added': 'Onderdeel bewaard',
  'signedIn.note.saved': 'Aantekening opgeslagen',
  'signedIn.note.updated': 'Aantekening bijgewerkt',
  'signedIn.note.deleted': 'Aantekening verwijderd',
  'signedIn.note.empty': 'Schrijf eerst een aantekening',
  'signedIn.note.signIn': 'Log in om aantekeningen op te slaan',
  'signedIn.note.saveFailed': 'De aantekening kon niet worden opgeslagen',
  'signedIn.note.deleteFailed': 'De aantekening kon niet worden verwijderd',
  'signedIn.note.loadFailed': 'Je aantekening kon niet worden geladen. Vernieuw de pagina.',
  'signedIn.note.confirmDelete': 'Deze aantekening verwijderen? Dit kan niet ongedaan worden gemaakt.',
  'signedIn.accountDeleted': 'Je account en alles wat erin stond zijn verwijderd.',
};
