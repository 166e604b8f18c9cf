import Section from './Section.tsx';

interface ScripturePassageProps {
  passage: string;
  text: string;
}

/** The passage (KJV), one verse per line with its number, as the seed and the editor store it. */
export default function ScripturePassage({ passage, text }: ScripturePassageProps) {
  const verses = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(\d+)\s+(.*)$/.exec(line);
      return m ? { number: m[1], words: m[2] } : { number: null, words: line };
    });
  return (
    <Section id="scripture-passage" title="Scripture Passage">
      <p className="font-semibold text-brand-700 dark:text-brand-100">
        {passage} <span className="font-normal text-stone-500 dark:text-stone-400">(KJV)</span>
      </p>
      <div className="scripture-text reading-text mt-3 space-y-1" data-testid="scripture-text">
        {verses.map((verse, i) => (
          <p key={i}>
            {verse.number && <sup className="mr-0.5 font-sans text-xs font-semibold text-stone-500 dark:text-stone-400">{verse.number}</sup>}
            {verse.number ? ' ' : ''}
            {verse.words}
          </p>
        ))}
      </div>
    </Section>
  );
}
