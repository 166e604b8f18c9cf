/** The daily reminder's web push notification (supabase/functions/daily-reminders), in the reader's edition. */
export const reminderNotifications = {
  'reminderNotification.memoryVerse': 'Memory verse: {reference}',
  'reminderNotification.passage': "Today's passage: {reference}",
  'reminderNotification.nudge.one': "Your {count}-day streak: today's devotional is waiting",
  'reminderNotification.nudge.other': "Your {count}-day streak: today's devotional is waiting",
} as const;
