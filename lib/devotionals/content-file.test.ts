import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDevotionalFile, splitFrontMatter } from './content-file.ts';
import { KEY_DOCTRINES, isKeyDoctrine } from './doctrines.ts';
import { FIXTURE_CONTENT_DIR } from '../../tests/fixtures/shared-data.ts';

const fixturePath = path.join(FIXTURE_CONTENT_DIR, 'devotionals/the-lord-who-provides.md');
const fixture = readFileSync(fixturePath, 'utf8');

describe('parseDevotionalFile', () => {
  it('reads the front matter and the reflection of a content file', () => {
    const { frontMatter, body } = parseDevotionalFile(fixture, 'the-lord-who-provides.md');
    expect(frontMatter).toMatchObject({
      title: 'The Lord Who Provides',
      slug: 'the-lord-who-provides',
      day: -1,
      passage: 'Genesis 22:1-14',
      memoryVerse: 'Genesis 22:14',
      keyDoctrine: 'Providence',
      tags: ['trust', 'faith', 'promises-of-god'],
    });
    expect(frontMatter.discussionQuestions).toHaveLength(3);
    expect(frontMatter.references).toEqual([
      { confession: 'heidelberg-catechism', section: 'question-26', type: 'primary', context: 'The Father provides all things needful for body and soul.' },
      {
        confession: 'westminster-confession',
        section: 'chapter-5-section-1',
        type: 'secondary',
        context: 'God upholds, directs, disposes and governs all creatures.',
      },
    ]);
    expect(body.startsWith('This short reflection is a test fixture')).toBe(true);
    expect(body.endsWith('takes away the sin of the world.')).toBe(true);
  });

  it('defaults a reference type to primary', () => {
    const future = readFileSync(path.join(FIXTURE_CONTENT_DIR, 'devotionals/a-future-devotional.md'), 'utf8');
    expect(parseDevotionalFile(future).frontMatter.references[0]).toEqual({ confession: 'canons-of-dort', section: 'head-5-article-8', type: 'primary' });
  });

  it('names the file and every field that breaks a rule', () => {
    const broken = fixture
      .replace('keyDoctrine: "Providence"', 'keyDoctrine: "Good Works"')
      .replace('tags: [trust, faith, promises-of-god]', 'tags: [trust]')
      .replace('slug: the-lord-who-provides', 'slug: The Lord');
    let message = '';
    try {
      parseDevotionalFile(broken, 'broken.md');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^broken\.md:/);
    expect(message).toMatch(/keyDoctrine/);
    expect(message).toMatch(/tags/);
    expect(message).toMatch(/slug/);
  });

  it('refuses unknown fields, missing front matter and bad YAML', () => {
    expect(() => parseDevotionalFile(fixture.replace('day: -1', 'day: -1\nauthor: someone'), 'x.md')).toThrow(/author/);
    expect(() => parseDevotionalFile('Just text', 'x.md')).toThrow(/front matter missing/);
    expect(() => parseDevotionalFile('---\ntitle: [unclosed\n---\nbody', 'x.md')).toThrow(/not valid YAML/);
  });

  it('splits front matter from the body', () => {
    expect(splitFrontMatter('---\na: 1\n---\nBody\n')).toEqual({ yaml: 'a: 1', body: 'Body\n' });
  });
});

describe('key doctrines', () => {
  it('are the 12 of the spec', () => {
    expect(KEY_DOCTRINES).toHaveLength(12);
    expect(isKeyDoctrine('Providence')).toBe(true);
    expect(isKeyDoctrine('providence')).toBe(false);
  });
});
