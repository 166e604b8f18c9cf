import Section from './Section.tsx';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

export default function PrayerSuggestion({ prayer, words = ENGLISH_WORDS }: { prayer: string; words?: DevotionalWords }) {
  return (
    <Section id="prayer-suggestion" title={words('devotional.prayerTitle')}>
      <p className="reading-text italic">{prayer}</p>
    </Section>
  );
}
