import {
  descriptorOf,
  settingDescriptors,
  settingValueSchema,
  type SettingKey,
  type SettingValue,
} from '@monsoon/contracts/admin/settings';
import type { Database } from '@/db/client.ts';
import { invalidRequest } from '@/lib/errors.ts';
import { merchantSettingsSchema, type MerchantSettings } from './merchant.settings.ts';
import { settingMappings } from './merchant-settings.editor.ts';
import { createMerchantSettingsRepository } from './merchant-settings.repository.ts';
import type { MerchantService } from './merchant.service.ts';

/** One editable setting with its value. */
export interface SettingItem {
  key: SettingKey;
  group: string;
  kind: (typeof settingDescriptors)[number]['kind'];
  value: SettingValue;
}

const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(settingMappings, key);

/**
 * The back office's settings editor over the merchant's settings: values per descriptor, and changes
 * checked against their descriptors, applied together under a row lock (no lost update between two
 * operators) inside the caller's transaction. Every process sees them within the merchant cache's few
 * seconds; this one at once: no restart.
 */
export function createMerchantSettingsService(deps: { db: Database; merchants: MerchantService }) {
  const items = (s: MerchantSettings): SettingItem[] =>
    settingDescriptors.map((d) => ({
      key: d.key,
      group: d.group,
      kind: d.kind,
      value: settingMappings[d.key].get(s),
    }));

  return {
    async list(merchantId: number): Promise<SettingItem[]> {
      const merchant = await deps.merchants.findById(merchantId);
      return merchant ? items(merchant.settings) : [];
    },
    /**
     * Checks every change (unknown keys and bad values answer invalid.request with per-key messages,
     * changing nothing), applies them, and answers the changed keys' values before and after.
     */
    async apply(
      scope: Database,
      merchantId: number,
      changes: Record<string, SettingValue>,
    ): Promise<{
      before: Record<string, SettingValue>;
      after: Record<string, SettingValue>;
      items: SettingItem[];
    }> {
      const fields: Record<string, string> = {};
      const parsed: [SettingKey, SettingValue][] = [];
      for (const [key, raw] of Object.entries(changes)) {
        const descriptor = descriptorOf(key);
        if (!descriptor || !isSettingKey(key)) {
          fields[key] = 'unknown setting';
          continue;
        }
        const result = settingValueSchema(descriptor).safeParse(raw);
        if (result.success) parsed.push([key, result.data]);
        else fields[key] = result.error.issues[0]?.message ?? 'invalid';
      }
      if (Object.keys(fields).length > 0) throw invalidRequest(fields);
      const repo = createMerchantSettingsRepository(scope);
      const current = await repo.lock(merchantId);
      if (!current) throw new Error(`merchant ${merchantId} missing`);
      let next = current;
      const before: Record<string, SettingValue> = {};
      const after: Record<string, SettingValue> = {};
      for (const [key, value] of parsed) {
        const mapping = settingMappings[key];
        before[key] = mapping.get(current);
        next = mapping.set(next, value);
        after[key] = mapping.get(next);
      }
      await repo.write(merchantId, merchantSettingsSchema.parse(next));
      return { before, after, items: items(next) };
    },
    /** Forgets cached merchants once the change is committed. */
    flush: () => deps.merchants.flush(),
  };
}
export type MerchantSettingsService = ReturnType<typeof createMerchantSettingsService>;
