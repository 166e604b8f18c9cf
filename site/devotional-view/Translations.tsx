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
  /** A Dutch or Spanish page's own Bible, first and shown by default (global.css). */
  own?: { id: string; text: ReactNode };
  inline?: boolean;
}) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag data-translations="">
      {own && <Tag data-translation-text={own.id}>{own.text}</Tag>}
      <Tag data-translation-text="kjv">{kjv}</Tag>
      <Tag data-translation-text="bsb">{bsb}</Tag>
    </Tag>
  );
}
