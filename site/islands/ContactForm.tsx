import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormInput,
} from '@lib/contact/schema.ts';
import { toast } from '../lib/toast.ts';
// supabase-js loads on first submit (data/contact.ts), not with the page: most readers never send the form.
import { sendContactMessage } from '../data/contact.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:outline-none focus:ring-2 dark:bg-stone-900 dark:text-stone-50 dark:placeholder:text-stone-400';
const okBorder = 'border-stone-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-stone-600';
const errorBorder = 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400';
const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:ring-amber-400 dark:focus-visible:ring-offset-stone-900';

const FIELD_ORDER: ContactField[] = ['name', 'email', 'message', 'acceptPrivacy'];

/** lib/contact/schema.ts's English sentences and the catalogue keys that say them in the page's edition. */
const ERROR_KEYS: Record<string, string> = {
  'Name is required': 'contact.form.error.nameRequired',
  'Name must be less than 100 characters': 'contact.form.error.nameLong',
  'Invalid email address': 'contact.form.error.emailInvalid',
  'Email must be less than 255 characters': 'contact.form.error.emailLong',
  'Message is required': 'contact.form.error.messageRequired',
  'Message must be less than 2000 characters': 'contact.form.error.messageLong',
  'You must accept the privacy policy': 'contact.form.error.privacy',
};

interface Props {
  /** The page's edition: its "contact.form.*" messages (messagesWithPrefix) and its privacy page. */
  messages: Record<string, string>;
  privacyHref: string;
  /** The edition's Intl locale, for the character counter's numbers ("2.000" in Portuguese). */
  numberLocale: string;
}

/**
 * A honeypot: a field no person sees or fills (off-screen, hidden from assistive technology, out of the tab
 * order), which form-filling bots fill like any other. A message with it filled is dropped, and the bot is
 * shown the same thank-you a person gets, so it learns nothing.
 */
const HONEYPOT = 'website';

/**
 * The contact form: editing → submitting ("Sending...") → sent (Thank You!) or
 * failed (error toast; the form keeps what was typed). Messages are stored in contact_messages; only
 * administrators can read them. The privacy acceptance is required but not stored.
 */
export default function ContactForm({ messages, privacyHref, numberLocale }: Props) {
  const m = (key: string) => messages[key] ?? key;
  const number = new Intl.NumberFormat(numberLocale);
  const said = (error?: string) => (error ? m(ERROR_KEYS[error] ?? error) : undefined);
  const [values, setValues] = useState<ContactFormInput>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function update<K extends ContactField>(field: K, value: ContactFormInput[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, errors follow the typing so a corrected field clears at once.
    if (attempted) {
      const result = validateContactForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    const trap = formRef.current?.elements.namedItem(HONEYPOT);
    const dropped = trap instanceof HTMLInputElement && trap.value.trim() !== '';
    try {
      if (!dropped) {
        const { error } = await sendContactMessage(result.row);
        if (error) throw error;
      }
      toast(m('contact.form.sent'));
      setSent(true);
    } catch (error) {
      console.error('Contact message not sent', error);
      // The database's own sentence when it refuses on purpose (too many messages from one connection).
      const refusal = (error as { code?: string }).code === 'P0001' ? (error as { message?: string }).message : undefined;
      toast(refusal || m('contact.form.failed'), 'error');
    } finally {
      setSending(false);
    }
  }

  function sendAnother() {
    setValues(EMPTY_CONTACT_FORM);
    setErrors({});
    setAttempted(false);
    setSent(false);
    // The form mounts again on the next render; put the reader back at its first field.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus());
  }

  if (sent) {
    return (
      <div
        className="rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm dark:border-stone-800 dark:bg-stone-900"
        data-testid="contact-thank-you"
      >
        <h2 className="font-serif text-3xl font-semibold text-stone-900 dark:text-stone-50">{m('contact.form.thanks')}</h2>
        <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{m('contact.form.thanksText')}</p>
        <button type="button" onClick={sendAnother} className={`${buttonClass} mt-6`}>
          {m('contact.form.another')}
        </button>
      </div>
    );
  }

  const describedBy = (field: ContactField, extra?: string) =>
    [extra, errors[field] ? `contact-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5" data-testid="contact-form">
      <Field id="contact-name" label={m('contact.form.name')} error={said(errors.name)} errorId="contact-name-error">
        <input
          id="contact-name"
          name="name"
          type="text"
          autoComplete="name"
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          aria-required="true"
          className={`${inputClass} ${errors.name ? errorBorder : okBorder}`}
        />
      </Field>
      <Field id="contact-email" label={m('contact.form.email')} error={said(errors.email)} errorId="contact-email-error">
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          aria-required="true"
          className={`${inputClass} ${errors.email ? errorBorder : okBorder}`}
        />
      </Field>
      <Field id="contact-message" label={m('contact.form.message')} error={said(errors.message)} errorId="contact-message-error">
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', 'contact-message-hint')}
          aria-required="true"
          className={`${inputClass} ${errors.message ? errorBorder : okBorder}`}
        />
        <p id="contact-message-hint" className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {m('contact.form.characters').replace('{count}', number.format(values.message.trim().length)).replace('{max}', number.format(CONTACT_LIMITS.message))}
        </p>
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="contact-accept-privacy"
            name="acceptPrivacy"
            type="checkbox"
            checked={values.acceptPrivacy}
            onChange={(e) => update('acceptPrivacy', e.target.checked)}
            aria-invalid={errors.acceptPrivacy ? true : undefined}
            aria-describedby={describedBy('acceptPrivacy')}
            aria-required="true"
            className="mt-1 h-4 w-4 rounded border-stone-400 accent-brand-700 dark:accent-amber-300"
          />
          <label htmlFor="contact-accept-privacy" className="text-stone-800 dark:text-stone-200">
            {m('contact.form.acceptBefore')}{' '}
            <a
              href={privacyHref}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 dark:text-amber-200 dark:hover:text-amber-100"
            >
              {m('contact.privacyPolicy')}
            </a>
            .
          </label>
        </div>
        <ErrorText id="contact-acceptPrivacy-error" message={said(errors.acceptPrivacy)} />
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-testid="contact-honeypot">
        <label htmlFor="contact-website">{m('contact.form.honeypot')}</label>
        <input id="contact-website" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={sending} className={buttonClass}>
        {sending ? m('contact.form.sending') : m('contact.form.send')}
      </button>
    </form>
  );
}

function Field({ id, label, error, errorId, children }: { id: string; label: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      {children}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
