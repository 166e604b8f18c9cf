import { describe, expect, it } from 'vitest';
import { renderTemplate, textFromHtml, type TemplateValues } from './email-templates.ts';

const values: TemplateValues = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Flocalhost%3A4321',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://localhost:4321',
  RedirectTo: 'http://localhost:4321',
  Email: 'ruth@example.test',
  NewEmail: '<b>x</b>@example.test',
};

describe('renderTemplate', () => {
  it("fills GoTrue's variables, with or without spaces inside the braces, escaped for HTML", () => {
    const html = renderTemplate('<a href="{{ .ConfirmationURL }}">Go</a> {{.Token}} {{ .NewEmail }}', values);
    expect(html).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=http%3A%2F%2Flocalhost%3A4321">Go</a> 123456 &lt;b&gt;x&lt;/b&gt;@example.test',
    );
  });

  it('renders a variable it does not know as nothing', () => {
    expect(renderTemplate('Hello {{ .Data }}!', values)).toBe('Hello !');
  });
});

describe('textFromHtml', () => {
  it('keeps the words and puts each link after its label, unescaped', () => {
    const text = textFromHtml(
      '<html><head><title>t</title></head><body><h1>Welcome</h1><p>Press <a href="http://a.test/?x=1&amp;y=2">here</a>.</p></body></html>',
    );
    expect(text).toBe('Welcome\n\nPress here: http://a.test/?x=1&y=2.');
  });
});

describe('renderTemplate with Go conditionals on the user metadata', () => {
  const template = '{{ if eq .Data.locale "nl" }}Welkom {{ .Email }}{{ else if eq .Data.locale "es" }}Bienvenido{{ else }}Welcome{{ end }}';

  it('picks the branch for the metadata, else the {{ else }}', () => {
    expect(renderTemplate(template, { ...values, Data: { locale: 'nl' } })).toBe('Welkom ruth@example.test');
    expect(renderTemplate(template, { ...values, Data: { locale: 'es' } })).toBe('Bienvenido');
    expect(renderTemplate(template, { ...values, Data: {} })).toBe('Welcome');
    expect(renderTemplate(template, values)).toBe('Welcome');
  });

  it('fills {{ .Data.key }} escaped, trims beside {{- and -}}, and nests', () => {
    const nested = '<p>\n  {{- if .Data.full_name }} {{ .Data.full_name }}{{ if eq .Data.locale "nl" }}!{{ end }}{{ end -}}\n</p>';
    expect(renderTemplate(nested, { ...values, Data: { full_name: 'Ruth <M>', locale: 'nl' } })).toBe('<p> Ruth &lt;M&gt;!</p>');
    expect(renderTemplate(nested, { ...values, Data: {} })).toBe('<p></p>');
  });

  it('refuses what it does not implement, as GoTrue refuses a broken template', () => {
    expect(() => renderTemplate('{{ if eq .Data.locale "nl" }}x', values)).toThrow(/no \{\{ end \}\}/);
    expect(() => renderTemplate('{{ .Data.name | default "x" }}', values)).toThrow(/unsupported/);
    expect(() => renderTemplate('{{ end }}', values)).toThrow(/unexpected/);
  });

  it('renders every template in supabase/templates in each language without leftovers', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../templates/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const body = readFileSync(new URL(file, dir), 'utf8');
      for (const [locale, lang] of [
        ['nl', 'nl'],
        ['es', 'es'],
        [undefined, 'en'],
      ] as const) {
        const html = renderTemplate(body, { ...values, Data: locale ? { locale } : {} });
        expect(html, file).not.toContain('{{');
        expect(html, file).toContain(`<html lang="${lang}">`);
        expect(html, file).toContain('123456');
      }
    }
  });
});
