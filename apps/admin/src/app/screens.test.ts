// @vitest-environment node
import { isPermission } from '@monsoon/contracts/admin/permissions';
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/i18n/locales/EN/admin.json';
import { screens } from './screens';

const has = (path: string): boolean => {
  let node: unknown = en;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string';
};

describe('screen registry', () => {
  it('gives every screen a unique path, a real permission and a translated navigation label', () => {
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
    for (const s of screens) {
      expect(isPermission(s.permission), s.path).toBe(true);
      if (s.nav) expect(has(s.nav), s.nav).toBe(true);
    }
    expect(screens.filter((s) => s.nav).map((s) => s.path)).toEqual([
      'members',
      'adjustments',
      'transfers',
      'agents',
      'contracts',
      'settlement-runs',
      'deposits/orders',
      'deposits/channels',
      'withdrawals',
      'c2c',
      'audit',
      'operators',
      'settings',
    ]);
  });
});
