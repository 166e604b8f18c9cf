/**
 * Passage lookup: when the passage changes, after a pause in typing, its KJV text is fetched
 * from the Bible text service (PUBLIC_BIBLE_API_URL, default bible-api.com) and handed to `onFound`.
 * A failure says so ("Failed to fetch Bible passage" / "Could not find the specified passage") and the
 * admin types the text instead.
 */
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_BIBLE_API_URL, lookUpPassage } from '@lib/generator/bible-api.ts';

export const bibleApiUrl = (import.meta.env.PUBLIC_BIBLE_API_URL || DEFAULT_BIBLE_API_URL).replace(/\/+$/, '');
const DEBOUNCE_MS = 600;

export type LookupState =
  { status: 'idle' } | { status: 'loading'; reference: string } | { status: 'found'; reference: string } | { status: 'failed'; message: string };

export function usePassageLookup(passage: string, onFound: (text: string) => void): LookupState {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    const reference = passage.trim();
    // A reference needs at least a book and a chapter ("Job 1").
    if (!/[A-Za-z]{2,}.*\d/.test(reference) || reference.length > 200) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: 'loading', reference });
      try {
        const result = await lookUpPassage(bibleApiUrl, reference, fetch, controller.signal);
        if (controller.signal.aborted) return;
        if (result.ok) {
          found.current(result.text);
          setState({ status: 'found', reference });
        } else {
          setState({ status: 'failed', message: result.message });
        }
      } catch {
        // Aborted: a newer passage replaced this one.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [passage]);

  return state;
}
