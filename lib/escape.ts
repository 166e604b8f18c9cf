/**
 * Text placed inside markup: the five characters that could end a text node or an attribute value, as entities.
 * One module for every place the project writes HTML or XML as strings (e-mails, feeds, the sitemap, 404 pages,
 * cover SVGs, the home page's rendered lists).
 */
const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// &apos; is XML's own name for the apostrophe (HTML 4 did not know it, hence &#39; above).
const XML: Record<string, string> = { ...HTML, "'": '&apos;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c]);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML[c]);
}
