import type { AreaMessages } from '../../messages.ts';
import type { preview as english } from '../en/preview.ts';

export const preview: AreaMessages<typeof english> = {
  'preview.page.title': 'Voorbeeld',
  'preview.page.description': 'Een voorbeeld van een overdenking voor beheerders, voordat die verschijnt.',
  'preview.loading': 'Voorbeeld laden…',
  'preview.loadFailed': 'Het voorbeeld kon niet worden geladen: {message}',
  'preview.unavailable': 'Van deze overdenking is geen voorbeeld beschikbaar.',
  'preview.forAdmins': 'Voorbeelden zijn er voor beheerders.',
  'preview.signIn': 'Log in',
  'preview.withAdmin': 'met een beheerdersaccount, of lees de',
  'preview.released': 'verschenen overdenkingen',
  'preview.label': 'Voorbeeld',
  'preview.releasedTitle': 'Voorbeeld — verschenen',
  'preview.releasedText': 'Lezers kunnen deze overdenking al lezen.',
  'preview.viewOnSite': 'Bekijk op de site',
  'preview.notReleased': 'Voorbeeld — nog niet verschenen',
  'preview.draft': 'Concept: lezers zien het pas als het gepubliceerd is.',
  'preview.scheduled': 'Gepland voor {date}: lezers zien het vanaf die dag.',
  'preview.coverAlt': 'Illustratie bij “{title}”',
};
