/** Type from memory: a forgiving check (lib/practice/checker.ts), with missing and wrong words shown in place. */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkRecall, type CheckLanguage, type CheckedWord } from '@lib/practice/checker.ts';
import { inputClass, labelClass, primaryButton } from '../../lib/dashboard/ui.ts';
import { useT } from '../i18n/IslandMessages.tsx';

function Word({ word }: { word: CheckedWord }) {
  const t = useT();
  switch (word.status) {
    case 'ok':
      return <span>{word.typed ?? word.expected} </span>;
    case 'missing':
      return (
        <ins className="rounded bg-amber-100 px-1 text-amber-950 no-underline dark:bg-amber-900 dark:text-amber-50">
          <span className="sr-only">{t('practice.app.missing')}</span>
          {word.expected}{' '}
        </ins>
      );
    case 'wrong':
      return (
        <span>
          <del className="text-red-800 dark:text-red-300">
            <span className="sr-only">{t('practice.app.youTyped')}</span>
            {word.typed}
          </del>{' '}
          <ins className="rounded bg-amber-100 px-1 text-amber-950 no-underline dark:bg-amber-900 dark:text-amber-50">
            <span className="sr-only">{t('practice.app.shouldBe')}</span>
            {word.expected}
          </ins>{' '}
        </span>
      );
    case 'extra':
      return (
        <del className="text-red-800 dark:text-red-300">
          <span className="sr-only">{t('practice.app.notInText')}</span>
          {word.typed}{' '}
        </del>
      );
  }
}

/**
 * `language` is the text's: a Dutch or Spanish card forgives marks on letters and ¿ ¡, without the English
 * equivalences (lib/practice/checker.ts).
 */
export default function TypedRecall({ text, id, language = 'en' }: { text: string; id: string; language?: CheckLanguage }) {
  const t = useT();
  const lang = language === t.locale ? undefined : language;
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<ReturnType<typeof checkRecall> | null>(null);

  function check(event?: FormEvent) {
    event?.preventDefault();
    setResult(checkRecall(text, typed, language));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      check();
    }
  }

  return (
    <form onSubmit={check} className="space-y-3">
      <label htmlFor={`${id}-typed`} className={labelClass}>
        {t('practice.app.typeLabel')}
      </label>
      <textarea
        id={`${id}-typed`}
        value={typed}
        onInput={(event) => setTyped((event.target as HTMLTextAreaElement).value)}
        onKeyDown={onKeyDown}
        rows={3}
        className={`${inputClass} text-xl`}
        lang={lang}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit" className={primaryButton}>
        {t('practice.app.check')}
      </button>
      <div role="status" aria-live="polite">
        {result && (
          <div className="space-y-2">
            <p className="font-semibold">{result.correct ? t('practice.app.correct') : t('practice.app.notQuite')}</p>
            {!result.correct && (
              <p className="font-serif text-xl leading-relaxed" data-testid="recall-check" lang={lang}>
                {result.words.map((word, index) => (
                  <Word key={index} word={word} />
                ))}
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
