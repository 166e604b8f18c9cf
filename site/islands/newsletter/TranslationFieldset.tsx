/** The Bible translation the e-mail quotes, as radio buttons beside the frequency on the preferences page. */
import { TRANSLATION_CHOICES } from '@lib/newsletter/preference-choices.ts';
import { TRANSLATION_IDS, type TranslationId } from '@lib/scripture/translations.ts';

export default function TranslationFieldset({ value, onChange, name }: { value: TranslationId; onChange: (t: TranslationId) => void; name: string }) {
  return (
    <fieldset className="space-y-3 text-left">
      <legend className="block text-sm font-medium text-stone-800 dark:text-stone-200">Bible translation</legend>
      {TRANSLATION_IDS.map((id) => (
        <div key={id}>
          <label className="inline-flex items-center gap-3 font-semibold text-stone-800 dark:text-stone-200">
            <input
              type="radio"
              name={name}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              aria-describedby={`${name}-${id}-hint`}
              className="accent-brand-700"
            />
            {TRANSLATION_CHOICES[id].label}
          </label>
          <p id={`${name}-${id}-hint`} className="ml-7 text-sm text-stone-600 dark:text-stone-400">
            {TRANSLATION_CHOICES[id].hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
