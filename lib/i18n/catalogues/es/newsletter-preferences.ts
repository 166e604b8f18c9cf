import type { AreaMessages } from '../../messages.ts';
import type { newsletterPreferences as english } from '../en/newsletter-preferences.ts';

export const newsletterPreferences: AreaMessages<typeof english> = {
  'newsletterPreferences.loading': 'Cargando tus preferencias...',
  'newsletterPreferences.invalid':
    'Este enlace no es válido. Puede que esté incompleto, o que la dirección a la que pertenecía se haya quitado de nuestra lista.',
  'newsletterPreferences.unsubscribed': 'Esta dirección se dio de baja. Para volver a recibir correos, suscríbete al pie de cualquier página.',
  'newsletterPreferences.failed': 'No pudimos hacerlo en este momento. Inténtalo de nuevo dentro de un rato.',
  'newsletterPreferences.frequency': '¿Con qué frecuencia quieres recibir el correo?',
  'newsletterPreferences.daily': 'Diario',
  'newsletterPreferences.dailyHint': 'Cada mañana, el devocional del día cuando se publica.',
  'newsletterPreferences.weekly': 'Semanal',
  'newsletterPreferences.weeklyHint': 'Los domingos, los devocionales de la semana en un solo correo.',
  'newsletterPreferences.translation': 'Traducción de la Biblia',
  'newsletterPreferences.hint.kjv': 'La traducción inglesa que citan los devocionales en inglés.',
  'newsletterPreferences.hint.bsb': 'Una traducción moderna y literal en el inglés de hoy.',
  'newsletterPreferences.hint.sv': 'La traducción neerlandesa de 1637, que citan los devocionales en neerlandés.',
  'newsletterPreferences.hint.rv1909': 'La traducción que cita cada devocional en español.',
  'newsletterPreferences.hint.blivre': 'La Bíblia Livre, una traducción libre al portugués de Brasil, que citan los devocionales en portugués.',
  'newsletterPreferences.save': 'Guardar mi elección',
  'newsletterPreferences.saving': 'Guardando...',
  'newsletterPreferences.savedDaily': 'Guardado. Recibirás el correo diario, con las Escrituras en la {translation}.',
  'newsletterPreferences.savedWeekly': 'Guardado. Recibirás el correo semanal, con las Escrituras en la {translation}.',
  'newsletterPreferences.stopAll': 'O deja de recibir todos los correos:',
  'newsletterPreferences.unsubscribe': 'Darse de baja',
};
