import { useRef, useState } from 'react';
import { clientErrorCodes, isApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';

/**
 * Sends a transfer under an idempotency key (decision 0050): the key is kept while the answer is
 * unknown (a network failure, then a retry moves money at most once) and replaced once the server
 * answered, or when the agent changes the amount (`resetKey`).
 */
export function useTransferSend<T>(
  send: (requestId: string) => Promise<T>,
  onDone: (value: T) => void,
) {
  const requestId = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    requestId.current ??= crypto.randomUUID();
    setPending(true);
    setError(null);
    try {
      const value = await send(requestId.current);
      requestId.current = null;
      onDone(value);
    } catch (e) {
      if (!isApiError(e, clientErrorCodes.network, clientErrorCodes.aborted))
        requestId.current = null;
      setError(apiErrorText(e));
    } finally {
      setPending(false);
    }
  };
  const resetKey = () => {
    requestId.current = null;
    setError(null);
  };
  return { submit, pending, error, resetKey };
}
