import {
  adminSettings,
  adminUpdateSettings,
  type SettingValue,
} from '@monsoon/contracts/admin/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Query keys of the settings feature. */
export const settingKeys = { all: ['settings'] as const };

export const useSettings = () =>
  useQuery({
    queryKey: settingKeys.all,
    queryFn: ({ signal }) => adminCall(adminSettings, { signal }),
  });

/** Saves the changed settings together (all or none). */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: Record<string, SettingValue>) =>
      adminCall(adminUpdateSettings, { body: { changes } }),
    onSuccess: (value) => client.setQueryData(settingKeys.all, value),
  });
}
