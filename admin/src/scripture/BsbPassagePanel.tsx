/**
 * The BSB beside the KJV in the console: the verses BSB readers will see for the passage (or memory verse), or, when
 * the reference does not resolve in the BSB, a warning before publishing that those readers get the KJV there.
 */
import { PassagePanel } from './PassagePanel.tsx';

interface Props {
  reference: string | null | undefined;
  /** "Scripture text (BSB)" or "Memory verse (BSB)". */
  label: string;
}

export function BsbPassagePanel({ reference, label }: Props) {
  return <PassagePanel translation="bsb" reference={reference} label={label} unresolvedNote="Readers who chose the BSB will see the KJV here." />;
}
