import { fileURLToPath } from 'node:url';

/** The folder holding `<CODE>/<namespace>.json` (Node only). */
export const localesDir = fileURLToPath(new URL('../locales', import.meta.url));
