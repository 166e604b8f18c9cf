/** Daily or weekly, as radio buttons: the preferences page and /settings offer the same choice. */
import { FREQUENCIES, FREQUENCY_CHOICES, type Frequency } from '@lib/newsletter/frequency.ts';

/** The words of the choice in the page's language; the English of FREQUENCY_CHOICES without them. */
export interface FrequencyLabels {
  legend: string;
  daily: { label: string; hint: string };
  weekly: { label: string; hint: string };
}

export default function FrequencyFieldset({
  value,
  onChange,
  name,
  labels,
}: {
  value: Frequency | null;
  onChange: (f: Frequency) => void;
  name: string;
  labels?: FrequencyLabels;
}) {
  const choices = labels ?? FREQUENCY_CHOICES;
  return (
    <fieldset className="space-y-3 text-left">
      <legend className="block text-sm font-medium text-stone-800 dark:text-stone-200">{labels?.legend ?? 'How often would you like the e-mail?'}</legend>
      {FREQUENCIES.map((f) => (
        <div key={f}>
          <label className="inline-flex items-center gap-3 font-semibold text-stone-800 dark:text-stone-200">
            <input
              type="radio"
              name={name}
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              aria-describedby={`${name}-${f}-hint`}
              className="accent-brand-700"
            />
            {choices[f].label}
          </label>
          <p id={`${name}-${f}-hint`} className="ml-7 text-sm text-stone-600 dark:text-stone-400">
            {choices[f].hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
