/** The tag pages (/tags/, /tags/{slug}/) and the tags under a devotional. */
export const tags = {
  'tags.title': 'Tags',
  'tags.description': 'Every tag of Reformed Devotionals, each with its devotionals.',
  'tags.intro': 'Find the devotionals on a theme.',
  'tags.emptyTitle': 'No tags yet',
  'tags.emptyText': 'No devotional has a tag yet. Please check back soon.',
  'tags.emptyAction': 'Browse the Archive',
  'tags.all': 'All tags',
  'tags.pageDescription': 'Reformed Devotionals tagged “{name}”.',
  'tags.tagEmptyTitle': 'No devotionals with this tag yet',
  'tags.tagEmptyText': 'The devotionals with this tag have not been released yet. Please check back soon.',
  'tags.onDevotional': 'Tags of this devotional',
} as const;
