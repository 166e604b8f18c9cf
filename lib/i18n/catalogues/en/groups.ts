/** The reading groups' pages (/groups/, a group, joining one): the pages' own words. */
export const groups = {
  'groups.home.title': 'Reading Groups',
  'groups.home.description': 'Read the daily devotional together: your reading groups, and starting one.',
  'groups.group.title': 'Reading Group',
  'groups.group.description': "A reading group's week together.",
  'groups.join.title': 'Join a Reading Group',
  'groups.join.description': 'An invitation to read the daily devotional together.',
};
