/**
 * The podcast feed's XML: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, one item per released devotional
 * that has narration, each with an enclosure (URL, length in bytes, audio/mpeg) and itunes:duration. Pure: the
 * site's /podcast.xml endpoint gathers the data (site/data/build/podcast.ts) and this writes it.
 */

export interface PodcastChannel {
  title: string;
  /** The site's home page. */
  link: string;
  /** The feed's own URL. */
  feedUrl: string;
  description: string;
  author: string;
  /** Square cover art, 1400–3000 px. */
  imageUrl: string;
  /** Apple's category and subcategory. */
  category: { name: string; sub?: string };
  language: string;
}

export interface PodcastEpisode {
  title: string;
  /** The devotional's page. */
  link: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  audioUrl: string;
  /** Bytes of the MP3. */
  length: number;
  /** Seconds. */
  duration: number;
  guid: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function x(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** itunes:duration as whole seconds (an integer is the form every directory accepts). */
function seconds(duration: number): string {
  return String(Math.max(1, Math.round(duration)));
}

export function podcastFeedXml(channel: PodcastChannel, episodes: PodcastEpisode[]): string {
  const category = channel.category.sub
    ? `<itunes:category text="${x(channel.category.name)}"><itunes:category text="${x(channel.category.sub)}" /></itunes:category>`
    : `<itunes:category text="${x(channel.category.name)}" />`;
  const items = episodes.map(
    (e) => `    <item>
      <title>${x(e.title)}</title>
      <link>${x(e.link)}</link>
      <guid isPermaLink="false">${x(e.guid)}</guid>
      <pubDate>${new Date(`${e.date}T00:00:00Z`).toUTCString()}</pubDate>
      <description>${x(e.description)}</description>
      <enclosure url="${x(e.audioUrl)}" length="${e.length}" type="audio/mpeg" />
      <itunes:duration>${seconds(e.duration)}</itunes:duration>
      <itunes:episodeType>full</itunes:episodeType>
      <itunes:explicit>false</itunes:explicit>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${x(channel.title)}</title>
    <link>${x(channel.link)}</link>
    <atom:link href="${x(channel.feedUrl)}" rel="self" type="application/rss+xml" />
    <description>${x(channel.description)}</description>
    <language>${x(channel.language)}</language>
    <copyright>© ${x(channel.author)}</copyright>
    <image>
      <url>${x(channel.imageUrl)}</url>
      <title>${x(channel.title)}</title>
      <link>${x(channel.link)}</link>
    </image>
    <itunes:image href="${x(channel.imageUrl)}" />
    <itunes:author>${x(channel.author)}</itunes:author>
    <itunes:owner><itunes:name>${x(channel.author)}</itunes:name></itunes:owner>
    <itunes:summary>${x(channel.description)}</itunes:summary>
    ${category}
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:locked>no</podcast:locked>
${items.join('\n')}
  </channel>
</rss>
`;
}
