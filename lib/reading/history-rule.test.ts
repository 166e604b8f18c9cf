import { describe, expect, it } from 'vitest';
import { hasRead, recordedSeconds, requiredSeconds } from './history-rule.ts';

const base = { readingTimeMinutes: 5, visibleSeconds: 0, scrolledPastText: false, listenedSeconds: 0, audioDurationSeconds: null };

describe('reading rule', () => {
  it('needs 60 % of the estimate on the page and the text scrolled past', () => {
    expect(requiredSeconds(5)).toBe(180);
    expect(hasRead({ ...base, visibleSeconds: 180 })).toBe(false);
    expect(hasRead({ ...base, visibleSeconds: 179, scrolledPastText: true })).toBe(false);
    expect(hasRead({ ...base, visibleSeconds: 180, scrolledPastText: true })).toBe(true);
  });

  it('or half of the narration heard', () => {
    expect(hasRead({ ...base, listenedSeconds: 59, audioDurationSeconds: 120 })).toBe(false);
    expect(hasRead({ ...base, listenedSeconds: 60, audioDurationSeconds: 120 })).toBe(true);
  });

  it('records the longer of reading and listening, capped at twice the estimate', () => {
    expect(recordedSeconds({ ...base, visibleSeconds: 200, listenedSeconds: 90 })).toBe(200);
    expect(recordedSeconds({ ...base, visibleSeconds: 5000 })).toBe(600);
  });
});
