import { settingDescriptors, settingValueSchema } from '@monsoon/contracts/admin/settings';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '@/db/seed/demo-settings.ts';
import { settingMappings } from './merchant-settings.editor.ts';
import { merchantSettingsSchema } from './merchant.settings.ts';

const settings = merchantSettingsSchema.parse(demoSettings);

describe('merchant settings editor', () => {
  it.each(settingDescriptors.map((d) => [d.key, d] as const))(
    '%s: the stored value passes its own descriptor, and a set value reads back',
    (key, descriptor) => {
      const mapping = settingMappings[key];
      const current = mapping.get(settings);
      expect(settingValueSchema(descriptor).safeParse(current).success).toBe(true);
      const next = mapping.set(settings, current);
      expect(mapping.get(merchantSettingsSchema.parse(next))).toEqual(current);
    },
  );

  it('changes only its own field', () => {
    const next = settingMappings.smsExpiredMinutes.set(settings, 9);
    expect(next.sms).toEqual({ ...settings.sms, expiredMinutes: 9 });
    expect({ ...next, sms: settings.sms }).toEqual(settings);
  });
});
