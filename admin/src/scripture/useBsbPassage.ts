/**
 * The BSB of a passage reference, for the console's side-by-side view and its check before publishing: the book's
 * file is read from the site (/bible/bsb/{Book}.json, written by every build) and the verses picked out as the build
 * picks them, so what the editor sees is what BSB readers get. The same for any translation: usePassageIn.ts.
 */
import { lookUpPassageIn, type PassageState } from './passageIn.ts';
import { usePassageIn } from './usePassageIn.ts';

export type BsbPassageState = PassageState;

export const lookUpBsb = (reference: string): Promise<BsbPassageState> => lookUpPassageIn('bsb', reference);

/** The BSB of `reference` (a passage, or a memory verse's reference), looked up after a pause in typing. */
export const useBsbPassage = (reference: string | null | undefined): BsbPassageState => usePassageIn('bsb', reference);
