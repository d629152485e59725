import { describe, expect, it } from 'vitest';
import { COUNTDOWN_WINDOW_MS, countdownOf, isDealListSort, secondsLeft, usEndDate } from './ending.js';

describe('ending soon', () => {
  it('takes the listing orders exactly as written', () => {
    expect(isDealListSort('ending')).toBe(true);
    expect(isDealListSort('featured')).toBe(true);
    for (const value of ['Ending', ' ending', 'end', '', null, 1]) expect(isDealListSort(value)).toBe(false);
  });

  it('counts whole seconds left, rounding up, and 0 once ended', () => {
    const end = '2026-03-03T18:00:00.000Z';
    const t = Date.parse(end);
    expect(secondsLeft(end, t - 1)).toBe(1);
    expect(secondsLeft(end, t - 1000)).toBe(1);
    expect(secondsLeft(end, t - 1001)).toBe(2);
    expect(secondsLeft(end, t)).toBe(0);
    expect(secondsLeft(end, t + 5000)).toBe(0);
    expect(secondsLeft('not a date', t)).toBeNaN();
  });

  it('counts down only in the last 24 hours', () => {
    const day = COUNTDOWN_WINDOW_MS / 1000;
    expect(countdownOf(day + 1)).toBeNull();
    expect(countdownOf(day)).toEqual({ hours: 24, minutes: 0, seconds: 0 });
    expect(countdownOf(day - 1)).toEqual({ hours: 23, minutes: 59, seconds: 59 });
    expect(countdownOf(3 * 3600 + 2 * 60 + 5)).toEqual({ hours: 3, minutes: 2, seconds: 5 });
    expect(countdownOf(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(countdownOf(0)).toBeNull();
    expect(countdownOf(NaN)).toBeNull();
  });

  it("writes an end's date and time in en-US exactly as Intl does, in UTC and in the device's zone", () => {
    const intl = (timeZone?: string) => ({
      date: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    });
    const [utc, local] = [intl('UTC'), intl()];
    // Every month, midnight, noon, the minutes' edges, a leap day, and a spread of instants over 2024–2030.
    const ends = ['2026-01-01T00:00:00Z', '2026-06-15T12:00:00Z', '2026-12-31T23:59:59Z', '2028-02-29T00:09:00Z', '2026-03-03T18:05:00Z'];
    for (let i = 0; i < 400; i++) ends.push(new Date(Date.UTC(2024, 0, 1) + i * 15_551_113_337 % (7 * 365 * 86_400_000)).toISOString());
    for (const iso of ends) {
      const end = new Date(iso);
      expect(usEndDate(end, true), iso).toEqual({ date: utc.date.format(end), time: utc.time.format(end) });
      expect(usEndDate(end, false), iso).toEqual({ date: local.date.format(end), time: local.time.format(end) });
    }
  });
});
