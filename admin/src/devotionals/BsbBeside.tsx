/** The editor's BSB beside the stored KJV: the passage's and the memory verse's, or a warning where either does not resolve. */
import { useWatch } from 'react-hook-form';
import { splitMemoryVerse } from '@lib/covers/verse-card.ts';
import { BsbPassagePanel } from '../scripture/BsbPassagePanel.tsx';

export function BsbPassageBeside() {
  const passage = useWatch({ name: 'biblical_passage' }) as string | undefined;
  return <BsbPassagePanel reference={passage} label="Scripture text (BSB)" />;
}

export function BsbMemoryVerseBeside() {
  const verse = useWatch({ name: 'memory_verse' }) as string | undefined;
  const reference = verse?.trim() ? splitMemoryVerse(verse).reference : null;
  return <BsbPassagePanel reference={reference} label="Memory verse (BSB)" />;
}
