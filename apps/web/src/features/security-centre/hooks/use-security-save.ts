import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { useSessionStore } from '@/stores/session-store';
import { securityKeys } from '@/features/security-centre/api/security-keys';
import { serverFieldMessages } from '@/features/security-centre/lib/field-message';

/**
 * A security-centre write: on success the security config and the header's member info are read again
 * and `done` is toasted; a failure with field errors is left to the form, any other is toasted.
 */
export function useSecuritySave<I, O>(save: (input: I) => Promise<O>, done: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast(done, 'success');
      useSessionStore.getState().reloadMember();
      await queryClient.invalidateQueries({ queryKey: securityKeys.config() });
    },
    onError: (error) => {
      if (Object.keys(serverFieldMessages(error)).length === 0) toast(apiErrorText(error), 'error');
    },
  });
  return { ...mutation, fieldErrors: serverFieldMessages(mutation.error) };
}
