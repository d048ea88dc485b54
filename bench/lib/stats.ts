/** Small statistics and formatting helpers shared by the bench scripts. */
import os from 'node:os';

export interface Summary {
  n: number;
  min: number;
  median: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    min: values.length ? Math.min(...values) : Number.NaN,
    median: median(values),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

export const seconds = (ms: number): string =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–';
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Renders rows as a Markdown table (also readable on a terminal). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** One line about the machine and how busy it is (the figures are only comparable on a quiet machine). */
export function machineLine(): string {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `machine: ${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${load}, ${new Date().toISOString()}`;
}
