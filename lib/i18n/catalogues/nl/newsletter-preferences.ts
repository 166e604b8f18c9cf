import type { AreaMessages } from '../../messages.ts';
import type { newsletterPreferences as english } from '../en/newsletter-preferences.ts';

export const newsletterPreferences: AreaMessages<typeof english> = {
  'newsletterPreferences.loading': 'Uw voorkeuren worden geladen...',
  'newsletterPreferences.invalid': 'Deze link is niet geldig. Misschien is hij onvolledig, of is het adres waar hij bij hoorde van onze lijst gehaald.',
  'newsletterPreferences.unsubscribed': 'Dit adres heeft zich afgemeld. Wilt u weer e-mail ontvangen? Meld u dan aan onderaan een willekeurige pagina.',
  'newsletterPreferences.failed': 'Dat lukte nu niet. Probeer het over een ogenblik opnieuw.',
  'newsletterPreferences.frequency': 'Hoe vaak wilt u de e-mail ontvangen?',
  'newsletterPreferences.daily': 'Dagelijks',
  'newsletterPreferences.dailyHint': 'Elke ochtend de overdenking van de dag, zodra die verschenen is.',
  'newsletterPreferences.weekly': 'Wekelijks',
  'newsletterPreferences.weeklyHint': 'Op zondag de overdenkingen van de week in één e-mail.',
  'newsletterPreferences.translation': 'Bijbelvertaling',
  'newsletterPreferences.hint.kjv': 'De Engelse vertaling die de Engelse overdenkingen aanhalen.',
  'newsletterPreferences.hint.bsb': 'Een moderne, letterlijke vertaling in hedendaags Engels.',
  'newsletterPreferences.hint.sv': 'De vertaling die elke Nederlandse overdenking aanhaalt.',
  'newsletterPreferences.hint.rv1909': 'De Spaanse Reina-Valera van 1909, die de Spaanse overdenkingen aanhalen.',
  'newsletterPreferences.hint.blivre': 'De Bíblia Livre, een vrije Braziliaans-Portugese vertaling, die de Portugese overdenkingen aanhalen.',
  'newsletterPreferences.save': 'Mijn keuze opslaan',
  'newsletterPreferences.saving': 'Bezig met opslaan...',
  'newsletterPreferences.savedDaily': 'Opgeslagen. U ontvangt de dagelijkse e-mail, met de Schriftgedeelten uit de {translation}.',
  'newsletterPreferences.savedWeekly': 'Opgeslagen. U ontvangt de wekelijkse e-mail, met de Schriftgedeelten uit de {translation}.',
  'newsletterPreferences.stopAll': 'Of ontvang helemaal geen e-mail meer:',
  'newsletterPreferences.unsubscribe': 'Afmelden',
};
