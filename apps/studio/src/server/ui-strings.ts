import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LanguageCode } from '@/games/slots/engine/types.ts';

const stringsSchema = z.record(z.string(), z.string());
export type UiStrings = z.infer<typeof stringsSchema>;

function read(code: LanguageCode): UiStrings {
  const file = new URL(`../games/slots/i18n/${code}.json`, import.meta.url);
  return stringsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The game page's UI strings per language (games/slots/i18n/{CODE}.json), read once. */
export function loadUiStrings(): Record<LanguageCode, UiStrings> {
  return {
    CN: read('CN'),
    EN: read('EN'),
    ID: read('ID'),
    MY: read('MY'),
    TH: read('TH'),
    TY: read('TY'),
    VI: read('VI'),
  };
}
