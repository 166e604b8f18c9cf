import type { AreaMessages } from '../../messages.ts';
import type { guide as english } from '../en/guide.ts';

export const guide: AreaMessages<typeof english> = {
  'guide.title': 'Gespreksgids: {from} tot en met {to}',
  'guide.description':
    'Een gids voor leiders van kringen, uit de overdenkingen van de week: Bijbelgedeelten, gespreksvragen, de tekst om te onthouden, de catechismus, gebeden en een deel voor de kinderen.',
  'guide.indexTitle': 'De gespreksgids van deze week',
  'guide.indexDescription':
    'Een gids voor leiders van kringen, uit de overdenkingen van deze week: Bijbelgedeelten, gespreksvragen, de tekst om te onthouden, de catechismus, gebeden en een deel voor de kinderen.',
  'guide.earlier': 'Eerdere weken',
  'guide.noEarlier': 'Er zijn nog geen eerdere weken.',
  'guide.range': '{from} tot en met {to}',
  'guide.thisWeek': 'De gids van deze week en eerdere weken',
  'guide.complete': 'De hele week, van maandag tot en met zondag.',
  'guide.none': 'Er is deze week nog geen overdenking verschenen. Kom morgenochtend terug.',
  'guide.soFar': 'De week tot nu toe: {count} van de 7 dagen. De gids groeit met de overdenking van elke dag en is op zondag compleet.',
  'guide.print': 'De gids afdrukken',
  'guide.readings': 'De Bijbelgedeelten van de week',
  'guide.questions': 'Gespreksvragen',
  'guide.verse': 'Tekst om te onthouden deze week',
  'guide.lordsDay': 'Heidelbergse Catechismus, Zondag {number}',
  'guide.question': 'Vraag {number}.',
  'guide.lordsDayLink': 'Zondag {number} in de bibliotheek',
  'guide.prayers': 'Gebeden',
  'guide.open': 'Bij het begin:',
  'guide.close': 'Tot slot:',
  'guide.children': 'Voor de kinderen',
  'guide.youngChildren': 'Catechismus voor jonge kinderen, week {week}: vragen {first}–{last}.',
  'guide.askThem': 'Vraag hen:',
  'guide.inEnglish': 'De bibliotheek heeft deze catechismus alleen in het Engels.',
  'guide.scan': 'Scan om deze week op de site te openen:',
  'guide.scanGroup': 'Scan om deze week op de pagina van uw groep te openen:',
  'guide.qrCode': 'QR-code van het adres ernaast',
  'guide.talk': 'Bespreek deze vragen met uw groep',
  'guide.passages': 'De tekst van de Bijbelgedeelten',
};
