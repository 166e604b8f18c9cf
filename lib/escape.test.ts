import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape.ts';

describe('escapeHtml', () => {
  it('turns the characters that could end a text node or an attribute into entities', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('escapes an ampersand once, so an entity in the text shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('escapeXml', () => {
  it('uses XML entities, &apos; for the apostrophe', () => {
    expect(escapeXml(`"Grace" & <truth> 'alone'`)).toBe('&quot;Grace&quot; &amp; &lt;truth&gt; &apos;alone&apos;');
  });
});
