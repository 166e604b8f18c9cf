import type { AreaMessages } from '../../messages.ts';
import type { email as english } from '../en/email.ts';

export const email: AreaMessages<typeof english> = {
  'email.unsubscribe': 'Cancelar suscripción',
  'email.preferences': 'Diario o semanal, y tu traducción de la Biblia',
  'email.confirm.subject': 'Confirma tu correo semanal de Reformed Devotionals',
  'email.confirm.ask': 'Confirma que quieres recibir el correo semanal de Reformed Devotionals.',
  'email.confirm.askText': 'Confirma que quieres recibir el correo semanal de Reformed Devotionals:',
  'email.confirm.action': 'Confirmar mi suscripción',
  'email.confirm.ignore': 'Si no te suscribiste, ignora este correo y no volverás a saber de nosotros.',
  'email.already.subject': 'Ya recibes el correo semanal de Reformed Devotionals',
  'email.already.body': 'Alguien pidió suscribir esta dirección al correo semanal de Reformed Devotionals. Ya está suscrita, así que no ha cambiado nada.',
  'email.already.subjectDaily': 'Ya recibes el correo diario de Reformed Devotionals',
  'email.already.bodyDaily':
    'Alguien pidió suscribir esta dirección al correo de Reformed Devotionals. Ya recibe el correo diario, así que no ha cambiado nada.',
  'email.already.noLonger': 'Si ya no quieres recibirlo:',
  'email.daily.subject': 'El devocional de hoy: {title}',
  'email.daily.continueOnSite': 'Sigue leyendo en el sitio.',
  'email.daily.memoryVerse': 'Versículo para memorizar: {verse}',
  'email.daily.read': 'Leer',
  'email.daily.listen': 'Escuchar',
  'email.daily.continueReading': 'Seguir leyendo',
  'email.daily.readDevotional': 'Leer el devocional',
  'email.daily.coverAlt': 'Ilustración de «{title}»',
  'email.daily.why': 'Recibes este correo porque elegiste el correo diario de',
  'email.daily.english': 'El devocional de hoy todavía no está disponible en español; aquí lo tienes en inglés.',
  'email.digest.subject': 'Los devocionales de esta semana: {from} – {to}',
  'email.digest.intro': 'Los devocionales de esta semana de Reformed Devotionals',
  'email.digest.heading': 'Los devocionales de esta semana',
  'email.digest.tagline': 'Arraigados en la gracia. Creciendo cada día.',
  'email.digest.why': 'Recibes este correo porque confirmaste tu suscripción en',
  'email.digest.inEnglish': '(en inglés)',
  'email.deletionCode.subject': 'Tu código para eliminar tu cuenta de Reformed Devotionals',
  'email.deletionCode.body':
    'Pediste eliminar tu cuenta de Reformed Devotionals. Para confirmarlo, escribe este código en la página de ajustes. Es válido durante 15 minutos:',
  'email.deletionCode.notYou':
    '¿No lo pediste tú? Entonces no compartas el código con nadie y cambia tu contraseña: puede que alguien haya iniciado sesión en tu cuenta. Sin el código, tu cuenta sigue como está.',
  'email.accountDeleted.subject': 'Tu cuenta de Reformed Devotionals se ha eliminado',
  'email.accountDeleted.body':
    'Tu cuenta de Reformed Devotionals y todo lo que contenía se han eliminado, como pediste. Los comentarios que compartiste se quedan en el sitio sin tu nombre.',
  'email.accountDeleted.notYou': 'Si no la eliminaste tú, escríbenos desde la página de contacto del sitio.',
  'email.groupInvite.subject': '{leader} te invita al grupo de lectura «{group}»',
  'email.groupInvite.subjectNoName': 'Una invitación al grupo de lectura «{group}»',
  'email.groupInvite.body':
    '{leader} te invita a unirte a «{group}», un grupo de lectura de Reformed Devotionals: unas pocas personas que leen el devocional diario en la misma semana y se animan unas a otras.',
  'email.groupInvite.bodyNoName':
    'Quien dirige «{group}» te invita a unirte a este grupo de lectura de Reformed Devotionals: unas pocas personas que leen el devocional diario en la misma semana y se animan unas a otras.',
  'email.groupInvite.how': 'Abre la invitación para ver el grupo y unirte. Necesitas una cuenta en el sitio, que puedes crear desde la invitación.',
  'email.groupInvite.action': 'Abrir la invitación',
  'email.groupInvite.ignore': 'Si no sabes quién la envió, ignora este correo: no pasa nada a menos que abras la invitación y te unas.',
  'email.groupInvite.why': 'Recibes esto porque quien dirige el grupo escribió tu dirección en {site}. El sitio no la guarda.',
};
