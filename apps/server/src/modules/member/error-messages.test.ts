import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorMessageKey } from '@monsoon/contracts/errors';
import { siteLanguages } from '@monsoon/i18n';
import { localesDir } from '@monsoon/i18n/node';
import { translate } from '@/lib/messages.ts';

describe('error messages', () => {
  it.each(siteLanguages)('%s has a message for every error code', (lang) => {
    const file: unknown = JSON.parse(
      readFileSync(path.join(localesDir, lang, 'errors.json'), 'utf8'),
    );
    const messages = new Map(Object.entries(file && typeof file === 'object' ? file : {}));
    for (const code of Object.keys(errorCodes)) {
      const key = code.replaceAll('.', '_');
      expect(typeof messages.get(key), `${lang} ${key}`).toBe('string');
      expect(String(messages.get(key)).trim(), `${lang} ${key}`).not.toBe('');
    }
    expect([...messages.keys()].sort()).toEqual(
      Object.keys(errorCodes)
        .map((c) => c.replaceAll('.', '_'))
        .sort(),
    );
  });

  it('are what the server answers in each language', () => {
    expect(translate('CN', errorMessageKey('login.failed'))).toBe('账号或密码错误。');
    expect(translate('EN', errorMessageKey('login.not.session'))).toMatch(/log in/);
    expect(translate('TY', errorMessageKey('in_need_true_account'))).toMatch(/tunay na account/);
  });
});
