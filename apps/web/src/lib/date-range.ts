/** The date presets of the records pages (spec §9): the last 7 and the last 30 days. */
export const datePresets = [7, 30] as const;
export type DatePreset = (typeof datePresets)[number];

/** A date range of the merchant's calendar (yyyy-MM-dd, both days included). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** `day` (yyyy-MM-dd) moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The range of a preset ending on `today` (today included). */
export const presetRange = (preset: DatePreset, today: string): DateRange => ({
  startDate: addDays(today, 1 - preset),
  endDate: today,
});

/** The preset a range is, if any. */
export const presetOf = (startDate: string, endDate: string, today: string): DatePreset | null =>
  datePresets.find((p) => endDate === today && startDate === addDays(today, 1 - p)) ?? null;

/** Whether a range cannot be asked for: start after end, or more than `maxDays` days. */
export const rangeProblem = ({ startDate, endDate }: DateRange, maxDays: number): boolean => {
  const days =
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return !(days >= 0 && days < maxDays);
};
