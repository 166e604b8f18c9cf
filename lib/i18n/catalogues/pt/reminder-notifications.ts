import type { AreaMessages } from '../../messages.ts';
import type { reminderNotifications as english } from '../en/reminder-notifications.ts';

export const reminderNotifications: AreaMessages<typeof english> = {
  'reminderNotification.memoryVerse': 'Versículo para memorizar: {reference}',
  'reminderNotification.passage': 'A passagem de hoje: {reference}',
  'reminderNotification.nudge.one': 'Sua sequência de {count} dia: o devocional de hoje espera por você',
  'reminderNotification.nudge.other': 'Sua sequência de {count} dias: o devocional de hoje espera por você',
};
