/** The Bible translation the e-mail quotes, as radio buttons beside the frequency on the preferences page. */
import { TRANSLATIONS, type BibleId } from '@lib/scripture/translations.ts';

interface Props {
  /** The Bibles the page's edition offers, its own first (translationsFor). */
  offered: readonly BibleId[];
  value: BibleId;
  onChange: (t: BibleId) => void;
  name: string;
  legend: string;
  hint: (id: BibleId) => string;
}

export default function TranslationFieldset({ offered, value, onChange, name, legend, hint }: Props) {
  return (
    <fieldset className="space-y-3 text-left">
      <legend className="block text-sm font-medium text-stone-800 dark:text-stone-200">{legend}</legend>
      {offered.map((id) => (
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
            {`${TRANSLATIONS[id].name} (${TRANSLATIONS[id].abbreviation})`}
          </label>
          <p id={`${name}-${id}-hint`} className="ml-7 text-sm text-stone-600 dark:text-stone-400">
            {hint(id)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
