/**
 * The BSB of a passage reference, for the console's side-by-side view and its check before publishing: after a pause
 * in typing, the book's file is read from the site (/bible/bsb/{Book}.json, written by every build) and the verses
 * picked out as the build will pick them (lib/scripture/passage.ts), so what the editor sees is what BSB readers get.
 */
import { useEffect, useState } from 'react';
import { kjvFileName } from '@lib/scripture/books.ts';
import { extractPassage, type BookText, type PassageVerse } from '@lib/scripture/passage.ts';
import { formatReference, parseReference } from '@lib/scripture/reference.ts';
import { BSB_OMITTED_VERSES } from '@lib/scripture/translations.ts';

const DEBOUNCE_MS = 600;
const books = new Map<string, Promise<BookText>>();

function bookFile(name: string): Promise<BookText> {
  let loading = books.get(name);
  if (!loading) {
    loading = fetch(`/bible/bsb/${kjvFileName(name)}`).then((response) => {
      if (!response.ok) throw new Error(`The BSB text could not be loaded (${response.status})`);
      return response.json() as Promise<BookText>;
    });
    loading.catch(() => books.delete(name));
    books.set(name, loading);
  }
  return loading;
}

export type BsbPassageState =
  { status: 'idle' } | { status: 'loading' } | { status: 'found'; reference: string; verses: PassageVerse[] } | { status: 'failed'; message: string };

export async function lookUpBsb(reference: string): Promise<BsbPassageState> {
  let ref;
  try {
    ref = parseReference(reference);
  } catch (error) {
    return { status: 'failed', message: (error as Error).message };
  }
  try {
    return { status: 'found', reference: formatReference(ref), verses: extractPassage(await bookFile(ref.book), ref, BSB_OMITTED_VERSES) };
  } catch (error) {
    return { status: 'failed', message: (error as Error).message };
  }
}

/** The BSB of `reference` (a passage, or a memory verse's reference), looked up after a pause in typing. */
export function useBsbPassage(reference: string | null | undefined): BsbPassageState {
  const [state, setState] = useState<BsbPassageState>({ status: 'idle' });
  useEffect(() => {
    const wanted = reference?.trim() ?? '';
    if (!/[A-Za-z]{2,}.*\d/.test(wanted) || wanted.length > 200) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      void lookUpBsb(wanted).then((result) => {
        if (current) setState(result);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [reference]);
  return state;
}
