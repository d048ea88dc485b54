import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nearDrawQuery } from '@/features/lottery/api/get-near-draw';
import { nearRefetch } from '@/features/lottery/lib/near-refetch';

/** A slow steady re-read, should a scheduled one be missed (a sleeping tab, a failed call). */
const FALLBACK_REFETCH_MS = 15_000;

/**
 * A game's draw on sale, read again just after its close and its draw (and every 2 s while the previous
 * result is due). The next read is scheduled from each answer with a timer: a `refetchInterval`
 * function that depends on the clock would be restarted on every render and could keep slipping.
 */
export function useNearDraw(gameId: number, intervalMs: number | null, enabled: boolean) {
  const near = useQuery({
    ...nearDrawQuery(gameId),
    enabled,
    refetchInterval: FALLBACK_REFETCH_MS,
  });
  const { data, dataUpdatedAt, errorUpdatedAt, refetch } = near;
  useEffect(() => {
    if (!enabled || !data) return;
    const timer = window.setTimeout(() => void refetch(), nearRefetch(data, intervalMs));
    return () => window.clearTimeout(timer);
  }, [enabled, data, dataUpdatedAt, errorUpdatedAt, intervalMs, refetch]);
  return near;
}
