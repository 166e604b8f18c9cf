/**
 * Auth e-mail templates, as the Supabase CLI hands them to GoTrue: `[auth.email.template.<name>]` in
 * supabase/config.toml with a `subject` and a `content_path` (relative to the project folder, the one holding
 * supabase/), the body an HTML file using GoTrue's variables: {{ .ConfirmationURL }}, {{ .Token }},
 * {{ .TokenHash }}, {{ .SiteURL }}, {{ .RedirectTo }}, {{ .Email }}, {{ .NewEmail }}. The local mailbox renders the
 * same files with the same values, so what a tester reads is what production sends. Types without a template keep
 * GoTrue's built-in wording (emails.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tomlSection, type TomlTable } from '../project-toml.ts';
import { escapeHtml } from '@lib/escape.ts';
import { executeTemplate } from './go-template.ts';

/** config.toml's template names (the CLI's), by GoTrue's verification type. */
export const TEMPLATE_NAMES = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
  invite: 'invite',
} as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[keyof typeof TEMPLATE_NAMES];

export interface EmailTemplate {
  subject: string;
  /** The HTML body, read from content_path. */
  body: string;
}

export type EmailTemplates = Partial<Record<TemplateName, EmailTemplate>>;

export interface TemplateValues {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
  /** The user's metadata (`{{ .Data.locale }}`): the site sends the reader's edition at sign-up. */
  Data?: Record<string, unknown>;
}

/**
 * The templates config.toml names. A template whose file cannot be read is a configuration error, so it throws
 * with the path (as `supabase start` refuses to start).
 */
export function emailTemplatesFromToml(root: TomlTable, projectRoot: string): EmailTemplates {
  const templates: EmailTemplates = {};
  for (const name of Object.values(TEMPLATE_NAMES)) {
    const section = tomlSection(root, `auth.email.template.${name}`);
    const contentPath = section.content_path;
    if (typeof contentPath !== 'string' || contentPath === '') continue;
    const file = path.resolve(projectRoot, contentPath);
    let body: string;
    try {
      body = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`supabase/config.toml [auth.email.template.${name}] content_path ${contentPath}: ${(error as Error).message}`);
    }
    templates[name] = { subject: typeof section.subject === 'string' ? section.subject : '', body };
  }
  return templates;
}

/**
 * Renders a template as GoTrue does (Go templates, go-template.ts): `{{ .Name }}`, `{{ .Data.key }}` and
 * conditionals such as `{{ if eq .Data.locale "nl" }}`, values HTML-escaped as Go's html/template does; an unknown
 * name renders empty.
 */
export function renderTemplate(template: string, values: TemplateValues, escape = true): string {
  return executeTemplate(template, { ...values, Data: values.Data ?? {} }, escape ? escapeHtml : (value) => value);
}

/** A plain-text alternative of a rendered HTML e-mail: the words, and each link's address after its label. */
export function textFromHtml(html: string): string {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return decode(
    html
      .replace(/<(head|style|title)[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label.replace(/<[^>]+>/g, '').trim()}: ${href}`)
      .replace(/<\/(p|h1|h2|div|li)>/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
