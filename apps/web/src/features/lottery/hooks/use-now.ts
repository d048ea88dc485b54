import { useSyncExternalStore } from 'react';
import { tickingStore } from '@/lib/ticking-store';

const clock = tickingStore(1000);

/** The device time (epoch ms), one shared one-second tick for every countdown on screen. */
export const useNow = (): number => useSyncExternalStore(clock.subscribe, clock.get, clock.get);
