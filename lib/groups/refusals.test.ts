import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/messages.ts';
import { format } from '../i18n/format.ts';
import { GROUP_MEMBER_LIMIT } from './group-rules.ts';
import { refusalKey } from './refusals.ts';
import { isPausedRefusal, PAUSED_REFUSAL } from './paused-refusal.ts';

describe('a reading group refusal in the page’s language', () => {
  it('names the catalogue message of each sentence the database and the page answer with', () => {
    expect(refusalKey('This group is full: a group has at most 50 members.')).toBe('groups.problem.full');
    expect(refusalKey("Only the group's leader can do this.")).toBe('groups.problem.onlyLeader');
    expect(refusalKey('Something went wrong. Please check your connection and try again.')).toBe('groups.problem.tryAgain');
  });

  it('whose English is the sentence it stands for, word for word', () => {
    for (const sentence of [
      'This group is full: a group has at most 50 members.',
      'You are in 20 groups already: leave one before joining or starting another.',
      "This invite link does not work: it may have been replaced, or the group has closed joining. Ask the group's leader for a new link.",
      'That reader is not in this group.',
      'A post has at most 1,000 characters.',
      "The group's leader has paused your posting here. You can still read the conversation.",
      'You have posted 5 times in the last 5 minutes. Please wait a few minutes before posting again.',
    ]) {
      const key = refusalKey(sentence) as keyof typeof CATALOGUES.en;
      expect(format(CATALOGUES.en[key], { max: GROUP_MEMBER_LIMIT })).toBe(sentence);
      expect(CATALOGUES.nl[key]).not.toBe(CATALOGUES.en[key]);
    }
  });

  it('tells the refusal of a paused member from the others', () => {
    expect(isPausedRefusal("The group's leader has paused your posting here. You can still read the conversation.")).toBe(true);
    expect(isPausedRefusal('Write something before posting.')).toBe(false);
    // The page tells it by its own copy of the sentence: the same the refusals' table words.
    expect(refusalKey(PAUSED_REFUSAL)).toBe('groups.problem.paused');
  });

  it('leaves a sentence it does not know as it is', () => {
    expect(refusalKey('The network is down.')).toBeNull();
  });
});
