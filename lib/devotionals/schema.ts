/**
 * The sample devotional files' schema (content/README.md), holding each field to the limits of the
 * devotional edit form so a file that validates here also saves through the API.
 */
import '../zod-csp.ts';
import { z } from 'zod';
import { KEY_DOCTRINES } from './doctrines.ts';
import { TRANSLATED_LOCALES } from '../editions/registry.ts';
import { SLUG_PATTERN } from '../slug.ts';

const slug = z.string().regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens');
const text = (max: number) => z.string().trim().min(1).max(max);

export const confessionalReferenceSchema = z.object({
  confession: slug,
  /** The section's url_slug, e.g. question-26, chapter-3-section-1, head-1-article-7. */
  section: slug,
  type: z.enum(['primary', 'secondary']).default('primary'),
  context: z.string().trim().max(1000).optional(),
});

export const devotionalFrontMatterSchema = z
  .object({
    title: text(200),
    slug: slug.max(250),
    /** Days from the day the seed runs: 0 is today, -21 three weeks ago. */
    day: z.number().int(),
    passage: text(200),
    memoryVerse: text(100),
    mainCharacter: text(500),
    keyDoctrine: z.enum(KEY_DOCTRINES),
    focus: text(500),
    biblicalContext: text(2000),
    prayer: text(1000),
    discussionQuestions: z.array(text(500)).min(3).max(5),
    tags: z.array(slug).min(2).max(4),
    references: z.array(confessionalReferenceSchema).min(1).max(2),
    /** A Dutch or Spanish sample (content/devotionals-nl, -es): its edition and the English sample it translates. */
    language: z.enum(TRANSLATED_LOCALES).optional(),
    translationOf: slug.optional(),
  })
  .strict()
  .refine((d) => (d.language === undefined) === (d.translationOf === undefined), {
    message: 'a translation names both its language and the slug of the devotional it translates',
    path: ['translationOf'],
  })
  .refine((d) => d.discussionQuestions.join('\n').length <= 1000, {
    message: 'discussion questions may hold at most 1000 characters together',
    path: ['discussionQuestions'],
  })
  .refine((d) => new Set(d.tags).size === d.tags.length, { message: 'a tag is listed twice', path: ['tags'] });

export const devotionalContentSchema = z.object({
  frontMatter: devotionalFrontMatterSchema,
  /** The reflection, stored as the transcript. */
  body: z.string().trim().min(1).max(15000),
});

export type ConfessionalReference = z.infer<typeof confessionalReferenceSchema>;
export type DevotionalContent = z.infer<typeof devotionalContentSchema>;
