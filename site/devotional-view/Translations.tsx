import type { ReactNode } from 'react';

/**
 * The same Scripture in both translations, in the page (no request when the reader switches, and offline copies
 * and search carry both); global.css shows the one html[data-translation] names, the KJV by default.
 */
export default function Translations({ kjv, bsb, inline = false }: { kjv: ReactNode; bsb: ReactNode; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag data-translations="">
      <Tag data-translation-text="kjv">{kjv}</Tag>
      <Tag data-translation-text="bsb">{bsb}</Tag>
    </Tag>
  );
}
