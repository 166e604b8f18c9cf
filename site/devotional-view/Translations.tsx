import type { ReactNode } from 'react';

/**
 * The same Scripture in both translations, in the page (no request when the reader switches, and offline copies
 * and search carry both); global.css shows the one html[data-translation] names, the KJV by default.
 */
export default function Translations({
  kjv,
  bsb,
  own,
  inline = false,
}: {
  kjv: ReactNode;
  bsb: ReactNode;
  /** Another edition's own Bible (the registry's ownBible), first and shown by default (global.css). */
  own?: { id: string; text: ReactNode };
  inline?: boolean;
}) {
  const Tag = inline ? 'span' : 'div';
  // On a Dutch or Spanish page the English alternatives stay out of the edition's search index: a search in the
  // edition's words finds its own Bible, and never shows an English snippet under the edition's labels. They are
  // marked English, so a screen reader reads a chosen KJV or BSB text with an English voice.
  const alternative = own ? { 'data-pagefind-ignore': 'all', lang: 'en' } : {};
  return (
    <Tag data-translations="">
      {own && <Tag data-translation-text={own.id}>{own.text}</Tag>}
      <Tag data-translation-text="kjv" {...alternative}>
        {kjv}
      </Tag>
      <Tag data-translation-text="bsb" {...alternative}>
        {bsb}
      </Tag>
    </Tag>
  );
}
