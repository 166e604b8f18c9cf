/**
 * The privacy policy (/privacy/). Paragraphs that hold a link or emphasis are HTML with {settings}, {contact} and
 * {strong} placeholders the page fills with its own markup (never reader input).
 */
export const privacy = {
  'privacy.title': 'Privacy Policy',
  'privacy.description': 'What Reformed Devotionals collects, why, and the choices you have.',
  'privacy.lastUpdated': 'Last updated:',
  'privacy.intro':
    'Reformed Devotionals is a free ministry. We collect as little about you as we can, we never sell it, and we use it only to provide the devotionals and answer you. This page explains what that means in practice.',
  'privacy.collectionHeading': 'Information we collect',
  'privacy.collectionNoAccount': 'You can read and listen to every devotional without an account, and without telling us anything about yourself.',
  'privacy.collectionAccount': 'If you create an account, we keep:',
  'privacy.collection1': 'your e-mail address, to sign you in and to help you reset your password;',
  'privacy.collection2': 'a display name and, if you add one, a profile picture;',
  'privacy.collection3':
    'the devotionals you save, the confession sections you bookmark, the personal notes you write, and your reading history, so that you can return to them;',
  'privacy.collection4': 'your reading goals and the achievements you earn;',
  'privacy.collection5': 'your audio preferences (voice and playback speed) and your Bible translation (KJV or BSB);',
  'privacy.collection6':
    'your memory practice: which verses and catechism answers you are learning and how each review went, and the first names and age groups of the family members you add as learners (children among them), with their practice;',
  'privacy.collection7': 'feedback you send us, with the country and rating you give;',
  'privacy.collection8': 'if you set one up, that your account has an authenticator app (never its secret).',
  'privacy.collectionPrivate':
    'Your notes and practice are private: only you can read them. If you share a testimonial with us, it appears on the site with your name and the country you give only after we have approved it.',
  'privacy.keepingHeading': 'How long we keep it',
  'privacy.keeping1':
    'We keep your account\'s information for as long as you have the account, and no longer. When you delete your account, everything listed above is removed at once: your sign-in, profile and picture, saved devotionals, bookmarks, notes, reading history, goals, achievements, audio preferences, your Bible translation, your family learners and all practice. Feedback you sent stays, without your name: an approved testimonial then shows as from "A reader" once the site is next updated, at the latest the following day.',
  'privacy.keeping2':
    "Removed information can remain in our hosting provider's encrypted backups until those expire, after at most 30 days; it is never restored from them into the site. Our hosting provider also keeps a short log of sign-ins for security.",
  'privacy.dataHeading': 'Take your data with you, or delete it',
  'privacy.dataIntro': 'Signed in, open {settings} and go to {yourData}:',
  'privacy.settings': 'Settings',
  'privacy.yourData': 'Your data',
  'privacy.download': 'Download my data',
  'privacy.downloadText':
    'saves one file (JSON) with everything listed above: your account and profile, picture files, saved devotionals, bookmarks, notes, reading history, goals, achievements, feedback, audio preferences and Bible translation, your family learners and practice, your reading groups and your posts in them, your daily reminders and the devices that receive them, and whether your address receives our e-mail. A readable copy beside it is the same as a page to read and print.',
  'privacy.delete': 'Delete my account',
  'privacy.deleteText':
    'shows what will be removed and asks for a 6-digit code we e-mail to you (and, if you use an authenticator app, the code it shows). You can also choose to remove your address from our e-mail list at the same time. The site then signs you out and clears what this browser kept for you: offline copies, practice waiting to be saved, and your session.',
  'privacy.cookiesHeading': 'Cookies and local storage',
  'privacy.cookiesIntro': 'We use a small number of cookies and similar browser storage:',
  'privacy.analytics': 'Analytics:',
  'privacy.analyticsText':
    'none. We do not count your visits with cookies, tracking pixels or third-party analytics, and no advertising network sees our pages.',
  'privacy.authentication': 'Authentication:',
  'privacy.authenticationText': 'when you sign in, your session is kept in your browser so you stay signed in between visits.',
  'privacy.preferences': 'Preferences:',
  'privacy.preferencesText':
    "your choice of light, dark or system theme and of text size is kept in your browser's local storage, so the page opens the way you like it.",
  'privacy.offline': 'Offline copies:',
  'privacy.offlineText':
    'the devotionals you open, and the narration you keep, are stored in your browser so you can read without a connection; Settings clears them. Signed out, your memory practice is kept in this browser only.',
  'privacy.languageCookie': 'Language:',
  'privacy.languageCookieText':
    'when you choose a language with the language switcher, a small cookie remembers it, so the home page opens in that language next time.',
  'privacy.managingHeading': 'Managing cookies',
  'privacy.managing':
    "You can block or delete cookies and local storage in your browser's settings at any time. The devotionals will still work; you will simply need to sign in again, and the theme will return to light until you choose again. Signing out removes your session from this browser.",
  'privacy.remindersHeading': 'Daily reminders',
  'privacy.reminders':
    "If you turn on reminders in Settings, we keep your choices: whether they are on, the hour and your time zone, the edition, whether you want them on a device, by e-mail or both, and whether you want the evening streak reminder. For a device, your browser gives us an address at its own push service (run by your browser's maker) and two keys; we keep these only to send you the reminder, which is encrypted so that only your browser can read it, and it names today's devotional and nothing about you. We delete a device's address when you turn reminders off on it, when the push service tells us it is no longer used, or when you delete your account.",
  'privacy.newsletterHeading': 'Newsletter and donations',
  'privacy.newsletter1':
    'If you sign up for our e-mail, we store your e-mail address, whether you chose it daily or weekly, and when you signed up, confirmed and (if you do) unsubscribed, and nothing else. No e-mail is sent until you confirm: we first send one e-mail with a confirmation link, and if you do not follow it you hear nothing more from us.',
  'privacy.newsletter2':
    "Once confirmed, you receive the e-mail you chose: each day's devotional, or one e-mail a week with that week's devotionals (their titles, Bible passages, memory verses, cover pictures and links to read them here). We note which e-mail went to which address, only so that nobody receives the same one twice. The e-mails are delivered by our e-mail service provider, which receives your address and the message for that purpose only. We do not track whether you open the e-mails or click their links.",
  'privacy.newsletter3':
    'Every e-mail has an unsubscribe link that works with one click and without signing in, and mail programs that offer an "Unsubscribe" button use it too. After you unsubscribe we keep the address marked as unsubscribed, so that it receives nothing more; ask us through the contact page if you would like it removed entirely, or remove it when you delete your account.',
  'privacy.donations':
    "Donations are handled entirely by our card payment provider on its own secure, hosted pages. We never see or store your card number. The provider shares with us what we need to thank you and keep our records, such as your name, e-mail address and the amount of your gift. Monthly gifts can be managed or cancelled at any time through the provider's customer portal.",
  'privacy.contactHeading': 'Contact messages',
  'privacy.contactText':
    'When you write to us through the {contactForm}, we keep your name, e-mail address and message so that we can reply. Only our administrators can read them.',
  'privacy.contactForm': 'contact form',
  'privacy.rightsHeading': 'Your choices',
  'privacy.rights':
    "You can see, correct, download or delete your account's information yourself in {settings}. For anything else we hold about you, such as a contact message or a newsletter address, please {contactUs} and we will gladly help. If this policy changes, we will update the date at the top of this page.",
  'privacy.contactUs': 'contact us',
} as const;
