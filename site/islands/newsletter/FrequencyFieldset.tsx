/** Daily or weekly, as radio buttons: the preferences page and /settings offer the same choice. */
import { FREQUENCIES, FREQUENCY_CHOICES, type Frequency } from '@lib/newsletter/frequency.ts';

export default function FrequencyFieldset({ value, onChange, name }: { value: Frequency | null; onChange: (f: Frequency) => void; name: string }) {
  return (
    <fieldset className="space-y-3 text-left">
      <legend className="block text-sm font-medium text-stone-800 dark:text-stone-200">How often would you like the e-mail?</legend>
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
            {FREQUENCY_CHOICES[f].label}
          </label>
          <p id={`${name}-${f}-hint`} className="ml-7 text-sm text-stone-600 dark:text-stone-400">
            {FREQUENCY_CHOICES[f].hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
