import { siteLanguages } from '@monsoon/i18n';
import { describe, expect, it } from 'vitest';
import { messageTexts } from './outbox.texts.ts';

describe('messageTexts', () => {
  it('has both messages in every site language, with the code and password set apart', () => {
    const bodies = new Set<string>();
    for (const lang of siteLanguages) {
      const texts = messageTexts(lang);
      const code = texts.code({ merchant: 'Monsoon', code: '123456', minutes: 5 });
      expect(code).toMatch(/(^|[^\d])123456([^\d]|$)/);
      expect(code).toContain('5');
      const mail = texts.temporaryPassword({
        merchant: 'Monsoon',
        username: 'player01',
        password: 'Ab3xYz9q',
        hours: 24,
      });
      expect(mail).toContain(' Ab3xYz9q ');
      expect(mail).toContain('player01');
      bodies.add(code).add(mail);
    }
    expect(bodies.size).toBe(siteLanguages.length * 2);
  });

  it('takes the first offered language and falls back to English', () => {
    const english = messageTexts('EN').code({ merchant: 'M', code: '000000', minutes: 1 });
    expect(
      messageTexts(null, undefined, 'XX').code({ merchant: 'M', code: '000000', minutes: 1 }),
    ).toBe(english);
    expect(
      messageTexts(null, 'VI', 'EN').code({ merchant: 'M', code: '000000', minutes: 1 }),
    ).toContain('mã xác minh');
  });
});
