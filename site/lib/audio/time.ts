import { clampTime } from './seek.ts';

/** 65 -> "1:05", 3725 -> "1:02:05". Unknown or negative times read "0:00". */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  return `${minutes}:${secs}`;
}

/** The seek slider's aria-valuetext, e.g. "1:05 of 4:30". */
export function progressValueText(current: number, duration: number, of = '{time} of {duration}'): string {
  return of.replace('{time}', formatTime(clampTime(current, duration))).replace('{duration}', formatTime(duration));
}
