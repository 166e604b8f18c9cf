/** The newsletter's e-mails (supabase/functions): the sign-up confirmation and the daily e-mail, in the subscriber's language. */
export const email = {
  'email.unsubscribe': 'Unsubscribe',
  'email.preferences': 'Daily or weekly, KJV or BSB',
  'email.confirm.subject': 'Confirm your weekly e-mail from Reformed Devotionals',
  'email.confirm.ask': 'Please confirm that you want the weekly e-mail from Reformed Devotionals.',
  'email.confirm.askText': 'Please confirm that you want the weekly e-mail from Reformed Devotionals:',
  'email.confirm.action': 'Confirm my subscription',
  'email.confirm.ignore': 'If you did not sign up, ignore this e-mail and you will hear nothing more.',
  'email.already.subject': 'You already receive the weekly e-mail from Reformed Devotionals',
  'email.already.body':
    'Someone asked to sign this address up for the weekly e-mail from Reformed Devotionals. It is already signed up, so nothing has changed.',
  'email.already.noLonger': 'If you no longer want it:',
  'email.daily.subject': "Today's devotional: {title}",
  'email.daily.continueOnSite': 'Continue reading on the site.',
  'email.daily.memoryVerse': 'Memory verse: {verse}',
  'email.daily.read': 'Read',
  'email.daily.listen': 'Listen',
  'email.daily.continueReading': 'Continue reading',
  'email.daily.readDevotional': 'Read the devotional',
  'email.daily.coverAlt': 'Cover illustration for “{title}”',
  'email.daily.why': 'You receive this because you chose the daily e-mail from',
  'email.daily.english': 'Today’s devotional is not yet available in English, so here it is in English.',
};
