import type { AreaMessages } from '../../messages.ts';
import type { reminderNotifications as english } from '../en/reminder-notifications.ts';

export const reminderNotifications: AreaMessages<typeof english> = {
  'reminderNotification.memoryVerse': 'Versículo para memorizar: {reference}',
  'reminderNotification.passage': 'El pasaje de hoy: {reference}',
  'reminderNotification.nudge.one': 'Tu racha de {count} día: el devocional de hoy te espera',
  'reminderNotification.nudge.other': 'Tu racha de {count} días: el devocional de hoy te espera',
};
