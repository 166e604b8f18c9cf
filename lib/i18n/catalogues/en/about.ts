/** About Us (/about-us/). */
export const about = {
  'about.title': 'About Us',
  'about.description': "How Reformed Devotionals began: one family, one son, and a daily time in God's Word that grew.",
  'about.kicker': 'Our story',
  'about.heading': 'It began at a family table',
  'about.story1':
    'Reformed Devotionals started with one family and one question: how do we help our son know the God who made him and saved him? We wanted more than a verse on a calendar. We wanted him to hear the whole story of Scripture, to see Christ at its centre, and to learn the rich language the church has used for centuries to confess what the Bible teaches.',
  'about.story2':
    'So we began writing short readings for him: a passage of Scripture, a few minutes of reflection he could follow, a prayer we could pray together, and a question or two to talk about over breakfast. Along the way we leaned on the historic Reformed confessions and catechisms, which have helped parents teach their children for nearly five hundred years.',
  'about.story3':
    "Those readings became a daily habit, and the habit became this site. We are convinced that the growth we long for, in our son and in ourselves, is not our own achievement. It is the work of God's grace alone, received by faith alone in Christ alone, through His Word. Our part is to open the Scriptures faithfully, day by day, and trust Him with the rest.",
  'about.story4':
    'Our hope now is to share these devotionals with many more families and children: in more languages, for every age, and always free of charge.',
  'about.glance': 'At a glance',
  'about.statLanguages': 'Languages',
  'about.statAgesValue': 'All',
  'about.statAges': 'Age ranges',
  'about.statAgesDetail': 'From little ones to grandparents',
  'about.statFreeValue': '100%',
  'about.statFree': 'Free',
  'about.statFreeDetail': 'No subscriptions, no paywalls',
  'about.verse': '"Train up a child in the way he should go: and when he is old, he will not depart from it."',
  'about.verseReference': 'Proverbs 22:6 (KJV)',
  'about.translationsHeading': 'Bible translations',
  'about.translations1':
    'Every passage, memory verse and practice card can be read in the <strong>King James Version</strong> (KJV) or the <strong>Berean Standard Bible</strong> (BSB), a modern, literal English translation. Choose with the KJV and BSB buttons beside the text size on any devotional, in the menu on a phone, or in your settings. The reflections quote Scripture in the words their writer chose, and the narration reads the KJV.',
  'about.translations2':
    'The King James Version is in the public domain. The Berean Standard Bible was dedicated to the public domain on April 30, 2023: {attribution}',
  'about.translations3':
    'Where the BSB leaves a verse out of its main text because the oldest manuscripts do not include it (John 5:4, for example), the passage says so in place of the verse.',
  'about.translationsEditions':
    'The Dutch edition reads the <strong>Statenvertaling</strong> (States Translation, 1637, in a later spelling revision) and the Spanish edition the <strong>Reina-Valera 1909</strong>. Both are in the public domain: the Statenvertaling because of its age (the CrossWire text it comes from is distributed as public domain), and the Reina-Valera because it was published in 1909. The Portuguese edition reads the <strong>Bíblia Livre</strong>, a free Brazilian translation under a Creative Commons licence that asks for its credit wherever its text is shown: <span lang="pt">Texto bíblico: Bíblia Livre, © 2017 Diego Santos, Mario Sérgio &amp; Marco Teles (<a href="http://sites.google.com/site/biblialivre">http://sites.google.com/site/biblialivre</a>), licenciado sob Creative Commons Atribuição 3.0 Brasil (CC BY 3.0 BR, <a href="https://creativecommons.org/licenses/by/3.0/br/">https://creativecommons.org/licenses/by/3.0/br/</a>). Notas de rodapé omitidas.</span>',
  'about.nextHeading': 'Where we are going',
  'about.next1':
    'The Dutch, Spanish and Portuguese editions are here, so that more families can read in their own language, and a French translation is in preparation. We are also in the process of becoming a non-profit organization, so that this work can continue well beyond our own household.',
  'about.next2':
    "Churches can share the devotionals too: today's devotional and the week's Lord's Day of the Heidelberg Catechism fit on a church's own website or in its bulletin, free.",
  'about.next2Link': 'See what your church can embed',
  'about.next3':
    "Everything here is free, and it is kept that way by the gifts of people who have been blessed by it. If you would like to help more families gather around God's Word, we would be grateful for your support.",
  'about.donate': 'Donate',
} as const;
