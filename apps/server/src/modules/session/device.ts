/** Browsers in the order they must be tested (Edge and Opera also say Chrome; Chrome also says Safari). */
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems in the order they must be tested (Android also says Linux; iPadOS may say Mac OS X). */
const systems: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (ua: string, table: ReadonlyArray<[RegExp, string]>): string | null =>
  table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

/**
 * A short name for the device of a User-Agent, e.g. `Chrome · Windows`, for the login history; null
 * when neither browser nor system is recognised (an API client, a script).
 */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [firstMatch(userAgent, browsers), firstMatch(userAgent, systems)].filter(
    (p): p is string => p !== null,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
