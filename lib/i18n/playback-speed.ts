/**
 * A playback speed as an edition writes it: the number in the edition's own format (a decimal comma in Dutch and
 * Spanish, "0,75") and the sign for "times". English keeps the letter x its player has always shown ("0.75x");
 * Dutch and Spanish write the multiplication sign ("0,75×"), as their glossaries say (docs/glossary/).
 */
import { INTL_LOCALES, type Locale } from './locales.ts';

function timesSign(locale: Locale): string {
  return locale === 'en' ? 'x' : '×';
}

/**
 * "0.85x", "1x", "1,25×": no trailing zeros, at most two decimals. `fixedDecimals: 2` always shows two ("0.80x",
 * "1,00×"), as the settings list does so the speeds line up.
 */
export function playbackSpeedLabel(speed: number, locale: Locale, options: { fixedDecimals?: 2 } = {}): string {
  const number = new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: options.fixedDecimals ?? 0,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(speed);
  return `${number}${timesSign(locale)}`;
}
