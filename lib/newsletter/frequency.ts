/** How often a subscriber hears from us: the day's devotional each morning, or the Sunday digest. */
export const FREQUENCIES = ['daily', 'weekly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/** The choice as the preferences page and /settings offer it. */
export const FREQUENCY_CHOICES: Record<Frequency, { label: string; hint: string }> = {
  daily: { label: 'Daily', hint: "Each morning, the day's devotional after it is released." },
  weekly: { label: 'Weekly', hint: "On Sunday, the week's devotionals in one e-mail." },
};
