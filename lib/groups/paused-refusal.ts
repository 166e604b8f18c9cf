/**
 * The refusal of a member whose posting the group's leader paused, in the database's English words
 * (lib/groups/refusals.ts lists it with the others, refusals.test.ts holds the two equal): a group's page tells it
 * from the others without carrying them all.
 */
export const PAUSED_REFUSAL = "The group's leader has paused your posting here. You can still read the conversation.";

/** Whether a refusal says the group's leader paused the reader's posting (the page then shows why, not the form). */
export function isPausedRefusal(message: string): boolean {
  return message.trim() === PAUSED_REFUSAL;
}
