import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOTTERY_GROUP_CODES } from '@monsoon/contracts/lottery/games';
import { describe, expect, it } from 'vitest';

/** apps/web/public is served as the site's root (Vite copies it into the build the server serves). */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');

describe('lottery group icons', () => {
  it.each(LOTTERY_GROUP_CODES)(
    '%s has the icon the menus name (/assets/lottery/<group>.svg)',
    (code) => {
      const file = path.join(publicDir, 'assets', 'lottery', `${code.toLowerCase()}.svg`);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48"/,
      );
    },
  );
});
