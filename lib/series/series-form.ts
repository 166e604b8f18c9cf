/**
 * The console's series form: the limits of public.series and public.series_titles, checked before a request, and the
 * columns an admin writes (part_count is the database's, so a save never sends it). `editions` holds the title and
 * description per translated edition; an empty title leaves the edition on the English ones.
 */
import { z } from 'zod';
import { fieldErrors } from '../form-errors.ts';
import { SLUG_PATTERN } from '../slug.ts';
import { EDITIONS, TRANSLATED_LOCALES, type TranslatedLocale } from '../editions/registry.ts';

const trimmed = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v ?? '').trim());

/** One edition's title and description; a description needs a title beside it. */
function editionText(locale: TranslatedLocale) {
  const language = EDITIONS[locale].englishName;
  return z
    .object({
      title: trimmed(200, `The ${language} title must be at most 200 characters`),
      description: trimmed(2000, `The ${language} description must be at most 2000 characters`),
    })
    .superRefine((text, ctx) => {
      if (text.description && !text.title) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: `Give the ${language} title too, or leave the ${language} description empty` });
      }
    });
}

const editionsSchema = z.object(
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, editionText(locale).optional()])) as Record<
    TranslatedLocale,
    z.ZodOptional<ReturnType<typeof editionText>>
  >,
);

export const seriesFormSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(100, 'Slug must be at most 100 characters')
    .regex(SLUG_PATTERN, 'Slug may contain only lowercase letters, numbers and single hyphens'),
  description: z
    .string()
    .max(2000, 'Description must be at most 2000 characters')
    .nullish()
    .transform((v) => (v ?? '').trim()),
  position: z.coerce
    .number({ error: 'Order must be a whole number of 0 or more' })
    .int('Order must be a whole number of 0 or more')
    .min(0, 'Order must be a whole number of 0 or more')
    .nullish()
    .transform((v) => v ?? 0),
  editions: editionsSchema.optional(),
});

export type SeriesWrite = z.output<typeof seriesFormSchema>;

/** A series' title and description in each translated edition, as the form holds them ('' where there is none). */
export type SeriesEditionTexts = NonNullable<SeriesWrite['editions']>;

/** Field → first message, the shape react-admin's form-level `validate` expects; empty when valid. */
export function validateSeriesForm(values: Record<string, unknown>): Record<string, string> {
  return fieldErrors(seriesFormSchema, values);
}

/** Only the columns an admin may write, trimmed; throws on invalid values (the form has validated them already). */
export function toSeriesWrite(values: Record<string, unknown>): SeriesWrite {
  return seriesFormSchema.parse(values);
}
