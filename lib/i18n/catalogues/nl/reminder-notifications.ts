import type { AreaMessages } from '../../messages.ts';
import type { reminderNotifications as english } from '../en/reminder-notifications.ts';

export const reminderNotifications: AreaMessages<typeof english> = {
  'reminderNotification.memoryVerse': 'Tekst om te onthouden: {reference}',
  'reminderNotification.passage': 'Schriftgedeelte van vandaag: {reference}',
  'reminderNotification.nudge.one': 'Uw reeks van {count} dag: de overdenking van vandaag wacht op u',
  'reminderNotification.nudge.other': 'Uw reeks van {count} dagen: de overdenking van vandaag wacht op u',
};
