import Section from './Section.tsx';

export default function PrayerSuggestion({ prayer }: { prayer: string }) {
  return (
    <Section id="prayer-suggestion" title="Prayer Suggestion">
      <p className="reading-text italic">{prayer}</p>
    </Section>
  );
}
