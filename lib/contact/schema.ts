/**
 * The contact form's rules. The messages are the spec's, word for word; the database
 * repeats the limits as CHECK constraints on public.contact_messages, so a request that skips the form
 * meets the same wall. The privacy acceptance is collected but not stored.
 */
import '../zod-csp.ts';
import { z } from 'zod';

export const CONTACT_LIMITS = { name: 100, email: 255, message: 2000 } as const;

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_LIMITS.name, 'Name must be less than 100 characters'),
  email: z.string().trim().email('Invalid email address').max(CONTACT_LIMITS.email, 'Email must be less than 255 characters'),
  message: z.string().trim().min(1, 'Message is required').max(CONTACT_LIMITS.message, 'Message must be less than 2000 characters'),
  acceptPrivacy: z.boolean().refine((accepted) => accepted, 'You must accept the privacy policy'),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The row the form inserts into contact_messages: trimmed text, without the privacy flag. */
export interface ContactMessageRow {
  name: string;
  email: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormInput = { name: '', email: '', message: '', acceptPrivacy: false };

export type ContactValidation = { ok: true; row: ContactMessageRow } | { ok: false; errors: ContactFieldErrors };

/** Validates the whole form; on failure, the first message for each field that failed (shown under it). */
export function validateContactForm(input: ContactFormInput): ContactValidation {
  const result = contactFormSchema.safeParse(input);
  if (result.success) {
    const { name, email, message } = result.data;
    return { ok: true, row: { name, email, message } };
  }
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
