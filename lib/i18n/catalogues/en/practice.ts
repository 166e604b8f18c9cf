/** /practice and its printable cards: the pages' own words (the practice island's are still English). */
export const practice = {
  'practice.page.title': 'Practice',
  'practice.page.description': 'Learn memory verses, catechism answers and the creeds by heart, a little each day.',
  'practice.heading': 'Practice',
  'practice.lead': 'Memory verses, catechism answers and the creeds, learned by heart a little each day.',
  'practice.noscript': 'Practice needs JavaScript: it keeps your progress in this browser. Turn JavaScript on to practise.',
};
