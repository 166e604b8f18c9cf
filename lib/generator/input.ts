/**
 * The generator's input form: what the admin tells the AI before it writes.
 * One schema for the console's validation; its messages are the spec's acceptance strings where it names them.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { fieldErrors } from '../form-errors.ts';

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .refine((v) => v.trim().length > 0, message)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters`);

export const generatorInputSchema = z.object({
  date: z.string({ error: 'Date is required' }).refine((v) => isIsoDate(v), 'Date is required'),
  main_character: required('Main character/event is required', 500, 'Main character/event'),
  key_doctrine: required('Key doctrine is required', 500, 'Key doctrine'),
  focus: required('Focus is required', 500, 'Focus'),
  biblical_passage: required('Biblical passage is required', 200, 'Biblical passage'),
  scripture_text: z
    .string()
    .nullish()
    .refine((v) => (v ?? '').length <= 4000, 'Scripture text must be at most 4000 characters'),
  biblical_context: required('Biblical context is required', 2000, 'Biblical context'),
});

export type GeneratorInput = z.input<typeof generatorInputSchema>;

export const EMPTY_GENERATOR_INPUT: GeneratorInput = {
  date: '',
  main_character: '',
  key_doctrine: '',
  focus: '',
  biblical_passage: '',
  scripture_text: '',
  biblical_context: '',
};

/** Field → first message; empty when the input may be sent. */
export function validateGeneratorInput(values: Partial<GeneratorInput>): Partial<Record<keyof GeneratorInput, string>> {
  return fieldErrors(generatorInputSchema, values);
}
