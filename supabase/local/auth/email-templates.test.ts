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
