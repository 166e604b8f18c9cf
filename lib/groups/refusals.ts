/**
 * The reading groups' refusals as message keys. The database words each refusal in English
 * (supabase/migrations/20261203000200_reading_groups.sql) and site/lib/groups/outcome.ts gives anything else one
 * general sentence; a Dutch or Spanish page shows the same refusal from its catalogue ("groups.problem.…"), so a
 * reader is never answered in another language. A sentence not listed here is shown as it came.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  'Something went wrong. Please check your connection and try again.': 'groups.problem.tryAgain',
  'This group is full: a group has at most 50 members.': 'groups.problem.full',
  'You are in 20 groups already: leave one before joining or starting another.': 'groups.problem.tooMany',
  'Please sign in first.': 'groups.problem.signIn',
  'Your account has been blocked. Please contact support.': 'groups.problem.blocked',
  'This group is not one of yours.': 'groups.problem.notYours',
  "Only the group's leader can do this.": 'groups.problem.onlyLeader',
  'Give the group a name of 1 to 60 characters.': 'groups.problem.name',
  "This invite link does not work: it may have been replaced, or the group has closed joining. Ask the group's leader for a new link.":
    'groups.problem.linkDead',
  'Choose whether to share your reading days.': 'groups.problem.chooseSharing',
  'To leave the group yourself, use Leave group.': 'groups.problem.leaveYourself',
  'That reader is not in this group.': 'groups.problem.notMember',
  'Enter 1 to 10 valid e-mail addresses.': 'groups.problem.emailAddresses',
  'Joining is closed: open it with a new link before inviting by e-mail.': 'groups.problem.closedForEmail',
  'You can send at most 30 invitations by e-mail a day. Send fewer, or try again tomorrow.': 'groups.problem.emailLimit',
  'The invitations could not be sent. Please try again later.': 'groups.problem.emailNotSent',
  'Write something before posting.': 'groups.problem.postBlank',
  'A post has at most 1,000 characters.': 'groups.problem.postTooLong',
  'Choose whether this is a reflection, a question or a prayer request.': 'groups.problem.postKind',
  'The quoted question has at most 500 characters.': 'groups.problem.postPrompt',
  'Choose a day of the week up to today.': 'groups.problem.postDay',
  "The group's leader has paused your posting here. You can still read the conversation.": 'groups.problem.paused',
  'You have posted 5 times in the last 5 minutes. Please wait a few minutes before posting again.': 'groups.problem.postRate',
  "Choose whether to pause this member's posting.": 'groups.problem.choosePause',
  'You lead this group: your own posting cannot be paused.': 'groups.problem.pauseYourself',
  'This post is no longer there.': 'groups.problem.postGone',
};

/** The catalogue key of a refusal the groups' requests answer with, or null for a sentence not known here. */
export function refusalKey(message: string): string | null {
  return REFUSALS[message.trim()] ?? null;
}
