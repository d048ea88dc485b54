/**
 * Where the first string holding a NUL character (U+0000) sits in parsed input, as a dotted path ('' for
 * the value itself); null when there is none. PostgreSQL text cannot store NUL, so such input is refused
 * as bad input before it reaches a query.
 */
export function nulCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulCharacterPath(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
