import type { SettingValue } from '@monsoon/contracts/admin/settings';
import type { Database } from '@/db/client.ts';
import type { MerchantSettingsService } from '@/modules/merchant/merchant-settings.service.ts';
import { actorOf } from './admin.actor.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorContext } from './operator-auth.service.ts';

/** The settings screen: the merchant's editable settings, changed together with their audit entry. */
export function createAdminSettingsService(deps: {
  db: Database;
  audit: AuditService;
  settings: MerchantSettingsService;
}) {
  const { db, audit, settings } = deps;
  return {
    list: (merchantId: number) => settings.list(merchantId),
    async update(by: OperatorContext, changes: Record<string, SettingValue>) {
      const result = await db.transaction(async (tx) => {
        const applied = await settings.apply(tx, by.merchantId, changes);
        await audit.record(tx, actorOf(by), {
          action: 'settings.updated',
          targetKind: 'merchant',
          targetId: by.merchantId,
          before: applied.before,
          after: applied.after,
        });
        return applied.items;
      });
      settings.flush();
      return result;
    },
  };
}
export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
