/** A passage in the BSB, the Statenvertaling or the Reina-Valera 1909, looked up after a pause in typing. */
import { useEffect, useState } from 'react';
import { lookUpPassageIn, type PassageState } from './passageIn.ts';
import type { BookFileTranslation } from './bookFiles.ts';

const DEBOUNCE_MS = 600;

export function usePassageIn(translation: BookFileTranslation, reference: string | null | undefined): PassageState {
  const [state, setState] = useState<PassageState>({ status: 'idle' });
  useEffect(() => {
    const wanted = reference?.trim() ?? '';
    if (!/[A-Za-z]{2,}.*\d/.test(wanted) || wanted.length > 200) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      void lookUpPassageIn(translation, wanted).then((result) => {
        if (current) setState(result);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [translation, reference]);
  return state;
}
