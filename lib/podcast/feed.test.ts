import { describe, expect, it } from 'vitest';
import { podcastFeedXml } from './feed.ts';

const channel = {
  title: 'Reformed Devotionals',
  link: 'https://example.org/',
  feedUrl: 'https://example.org/podcast.xml',
  description: 'Daily devotionals & prayer',
  author: 'Reformed Devotionals',
  imageUrl: 'https://example.org/images/podcast-cover.png',
  category: { name: 'Religion & Spirituality', sub: 'Christianity' },
  language: 'en-us',
};
const episode = {
  title: 'Born from Above <John 3>',
  link: 'https://example.org/devotional/1/',
  date: '2026-11-24',
  description: 'Nicodemus comes by night.',
  audioUrl: 'https://api.example.org/storage/v1/object/public/devotional-audio/a/audio-male-b.mp3',
  length: 3145728,
  duration: 534.6,
  guid: 'devotional-1-male',
};

describe('podcastFeedXml', () => {
  const xml = podcastFeedXml(channel, [episode]);
  it('has the channel tags podcast directories ask for', () => {
    expect(xml).toContain('<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<itunes:image href="https://example.org/images/podcast-cover.png" />');
    expect(xml).toContain('<itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity" /></itunes:category>');
    expect(xml).toContain('<itunes:explicit>false</itunes:explicit>');
    expect(xml).toContain('<itunes:author>Reformed Devotionals</itunes:author>');
    expect(xml).toContain('<atom:link href="https://example.org/podcast.xml" rel="self" type="application/rss+xml" />');
  });
  it('gives each episode an enclosure with length and type, and a duration', () => {
    expect(xml).toContain(`<enclosure url="${episode.audioUrl}" length="3145728" type="audio/mpeg" />`);
    expect(xml).toContain('<itunes:duration>535</itunes:duration>');
    expect(xml).toContain('<title>Born from Above &lt;John 3&gt;</title>');
    expect(xml).toContain('<pubDate>Tue, 24 Nov 2026 00:00:00 GMT</pubDate>');
  });
  it('is a well-formed channel with no items when nothing is narrated', () => {
    const empty = podcastFeedXml(channel, []);
    expect(empty).not.toContain('<item>');
    expect(empty).toContain('</channel>');
  });
});
