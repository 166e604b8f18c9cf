/**
 * The signed-in reader's messages on every page (site/signed-in/*): sign-in required, blocked account, bookmarks and
 * notes. The browser loads this one module in the page's language (site/signed-in/messages.ts), never the others.
 */
export const signedIn = {
  'signedIn.signInRequired': 'Please sign in to access this page',
  'signedIn.blocked': 'Your account has been blocked. Please contact support.',
  'signedIn.bookmark.added': 'Devotional bookmarked',
  'signedIn.bookmark.removed': 'Bookmark removed',
  'signedIn.bookmark.addFailed': 'Failed to bookmark',
  'signedIn.bookmark.removeFailed': 'Failed to remove bookmark',
  'signedIn.bookmark.signIn': 'Please sign in to bookmark devotionals',
  'signedIn.section.added': 'Section bookmarked',
  'signedIn.note.saved': 'Note saved',
  'signedIn.note.updated': 'Note updated',
  'signedIn.note.deleted': 'Note deleted',
  'signedIn.note.empty': 'Please enter a note',
  'signedIn.note.signIn': 'Please sign in to save notes',
  'signedIn.note.saveFailed': 'Failed to save note',
  'signedIn.note.deleteFailed': 'Failed to delete note',
  'signedIn.note.loadFailed': 'Your note could not be loaded. Please refresh the page.',
  'signedIn.note.confirmDelete': 'Delete this note? This cannot be undone.',
  'signedIn.accountDeleted': 'Your account and everything it held have been deleted.',
};
