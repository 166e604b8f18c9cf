/** A date filter (From, To) with the chosen date spelled out under it, or "Any date". */
import { calendarDates } from '@lib/i18n/calendar-dates.ts';
import { useIslandText } from '../../lib/i18n/island-text.ts';
import { input, label } from './styles.ts';

export default function DateField({
  id,
  label: text,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const t = useIslandText();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input
        id={id}
        type="date"
        className={input}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-shown`}
      />
      <p id={`${id}-shown`} className="mt-1 text-sm text-stone-600 dark:text-stone-300" data-testid={`${id}-label`}>
        {value ? calendarDates(t.locale).displayDate(value) : t('devotionalSearch.anyDate')}
      </p>
    </div>
  );
}
