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
  'email.already.subjectDaily': 'You already receive the daily e-mail from Reformed Devotionals',
  'email.already.bodyDaily':
    'Someone asked to sign this address up for the e-mail from Reformed Devotionals. It already receives the daily e-mail, so nothing has changed.',
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
  'email.digest.subject': "This week's devotionals: {from} – {to}",
  'email.digest.intro': "This week's devotionals from Reformed Devotionals",
  'email.digest.heading': "This week's devotionals",
  'email.digest.tagline': 'Rooted in Grace. Growing Daily.',
  'email.digest.why': 'You receive this because you confirmed your sign-up at',
  'email.digest.inEnglish': '(in English)',
  'email.deletionCode.subject': 'Your code to delete your Reformed Devotionals account',
  'email.deletionCode.body':
    'You asked to delete your Reformed Devotionals account. To confirm, enter this code on the settings page. It is good for 15 minutes:',
  'email.deletionCode.notYou':
    'Did you not ask for this? Then do not share the code with anyone, and change your password: someone may be signed in to your account. Without the code, your account stays as it is.',
  'email.accountDeleted.subject': 'Your Reformed Devotionals account has been deleted',
  'email.accountDeleted.body':
    'Your Reformed Devotionals account and everything it held have been deleted, as you asked. Feedback you shared stays on the site without your name.',
  'email.accountDeleted.notYou': 'If you did not delete it, please write to us through the contact page of the site.',
  'email.groupInvite.subject': '{leader} invites you to the reading group “{group}”',
  'email.groupInvite.subjectNoName': 'An invitation to the reading group “{group}”',
  'email.groupInvite.body':
    '{leader} invites you to join “{group}”, a reading group on Reformed Devotionals: a few people who read the daily devotional in the same week and encourage one another.',
  'email.groupInvite.bodyNoName':
    'The leader of “{group}” invites you to join it, a reading group on Reformed Devotionals: a few people who read the daily devotional in the same week and encourage one another.',
  'email.groupInvite.how': 'Open the invitation to see the group and join it. You need an account on the site, which you can create from the invitation.',
  'email.groupInvite.action': 'Open the invitation',
  'email.groupInvite.ignore': 'If you do not know who sent it, ignore this e-mail: nothing happens unless you open the invitation and join.',
  'email.groupInvite.why': 'You receive this because the group’s leader entered your address at {site}. The site does not keep it.',
};
