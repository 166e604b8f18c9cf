/**
 * /churches/ (site/pages/[...lang]/churches.astro and site/components/churches/): what a church can put on its
 * website. Messages with markup are the catalogue's own (set:html); their {placeholders} are addresses the page
 * escapes, never reader text.
 */
export const churches = {
  'churches.title': 'For Churches',
  'churches.description':
    "Put today's devotional and the week's catechism on your church's website or in the bulletin: free, with nothing to install and nothing stored about your visitors.",
  'churches.kicker': 'For churches',
  'churches.heading': 'Share the daily devotional with your congregation',
  'churches.intro':
    "Put today's devotional, any single devotional, or this week's Lord's Day from the Heidelberg Catechism on your church's website, free. Paste one line of HTML, or in WordPress just the link. The cards set no cookies, keep nothing in your visitors' browsers, and open the full devotional on our site in a new tab.",
  'churches.embedHeading': 'What you can embed',
  'churches.themes':
    "Each card comes in three themes: <strong>light</strong>, <strong>dark</strong>, or the <strong>visitor's preference</strong> (the default). Add <code>?theme=light</code> or <code>?theme=dark</code> to the card's address to fix it, and <code>?size=compact</code> for a shorter card without the picture and the memory verse (for example <code>{example}?theme=dark&amp;size=compact</code>).",
  'churches.translation':
    'A devotional card quotes its memory verse in the King James Version. Add <code>?translation=bsb</code> for the Berean Standard Bible instead, the modern translation many families read at home (with another choice, join them with <code>&amp;</code>: <code>?translation=bsb&amp;theme=dark</code>).',
  'churches.todayHeading': "Today's devotional",
  'churches.todayFrameTitle': 'Today’s devotional from Reformed Devotionals',
  'churches.todayText':
    "The date, title and passage, the opening lines, the memory verse, and links to read and listen. It changes every night, when the next day's devotional is released.",
  'churches.devotionalHeading': 'One devotional',
  'churches.devotionalFrameTitle': 'Devotional: {title}',
  'churches.devotionalText':
    'The same card for one devotional that stays put, say the one your sermon or study follows. Take its address on this site and put <code>/embed</code> in front of <code>/devotional/</code>: this one is <a href="{href}">“{title}”</a>.',
  'churches.catechismHeading': 'The catechism of the week',
  'churches.catechismFrameTitle': 'This week’s Heidelberg Catechism from Reformed Devotionals',
  'churches.catechismText':
    "This week's Lord's Day of the Heidelberg Catechism, each question with its answer, linking to its place in our <a href=\"{library}\">library</a>. It follows the Lord's Days through the year, one each Sunday, so it fits a bulletin or a catechism class.",
  'churches.verseHeading': 'The verse of the day',
  'churches.verseFrameTitle': 'The verse of the day from Reformed Devotionals',
  'churches.verseText':
    "Today's memory verse on its own, set large, with its reference and a link to the day's devotional. It changes every night with the devotional.",
  'churches.imagesHeading': "Today's verse as a picture",
  'churches.imagesText':
    'For a slide before the service, a newsletter or your social media: a square picture (1080 × 1080) for a post and a tall one (1080 × 1920) for a story. Each address stays the same and shows the new verse every day.',
  'churches.imagesNone': 'There is no verse to download today. Come back after the next devotional is released.',
  'churches.downloadSquare': 'Download square image',
  'churches.downloadStory': 'Download story image',
  'churches.theme.auto': "Visitor's preference",
  'churches.theme.light': 'Light',
  'churches.theme.dark': 'Dark',
  'churches.previewTitle': '{frame}, preview: {theme} theme',
  'churches.snippetFrame': "The frame to paste into your page's HTML",
  'churches.snippetBible': 'The same frame with the memory verse in the {bible}',
  'churches.copy': 'Copy',
  'churches.copied': 'Copied',
  'churches.copySelected': 'Selected: press Ctrl+C (⌘C on a Mac), or choose Copy on your phone',
  'churches.builderHeading': 'Make your card',
  'churches.builderIntro':
    'Choose a card and how it should look. The preview shows the card as your visitors will see it, and the code below it changes with every choice.',
  'churches.builder.card': 'Card',
  'churches.builder.devotional': 'Devotional',
  'churches.builder.language': 'Language',
  'churches.builder.theme': 'Theme',
  'churches.builder.size': 'Size',
  'churches.size.full': 'Full card',
  'churches.size.compact': 'Compact (no picture or memory verse)',
  'churches.size.compactVerse': 'Compact (no picture or date, a shorter verse)',
  'churches.builder.bible': 'Bible for the memory verse',
  'churches.builder.width': 'Width',
  'churches.width.fill': 'The full width of the column',
  'churches.width.pixels': '{width} pixels wide',
  'churches.builder.fit': 'Fit the frame’s height to the card (adds the small script)',
  'churches.builder.preview': 'Preview',
  'churches.builder.previewTitle': '{frame}, preview',
  'churches.builder.snippet': 'The code to paste into your page’s HTML',
  'churches.wordpressHeading': 'On WordPress and other sites that read links',
  'churches.wordpress':
    'Paste the address of any devotional, or of our <a href="{home}">home page</a> for today\'s devotional, on a line of its own in the WordPress editor (or an Embed block). WordPress finds the card by itself (it reads the page\'s oEmbed link), shows it, and sizes it to fit; a click opens the devotional on our site.',
  'churches.resizeHeading': 'Fit the frame to the card (optional)',
  'churches.resize':
    "A frame has a fixed height, and a card's text is longer on some days than on others. Add this line once, anywhere on the page with your cards, and each frame takes its card's exact height. It is under 1 KB, reads nothing from your page, and only listens to our cards.",
  'churches.snippetResize': 'The script to add beside your frames',
  'churches.feedsHeading': 'Feeds',
  'churches.rss': 'RSS:',
  'churches.rssText': 'every devotional as it is released, for a news widget or a feed reader:',
  'churches.podcast': 'Podcast:',
  'churches.podcastText': 'the narrated devotionals, for any podcast app:',
  'churches.printHeading': 'Print the week',
  'churches.print':
    'For small groups and Sunday school, <a href="{guide}">the week\'s guide</a> gathers the week\'s devotionals and questions on paper. The <a href="{cards}">printable memory cards</a> hold the week\'s memory verse and catechism questions, to cut out and hand round.',
} as const;
