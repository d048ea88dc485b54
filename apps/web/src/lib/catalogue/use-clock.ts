import { useSyncExternalStore } from 'react';
import { tickingStore } from '@/lib/ticking-store';

/** Maintenance windows are checked again this often while a list is on screen. */
const clock = tickingStore(30_000);

/** The time (epoch ms) to compare maintenance windows with, one shared 30 s tick for every tile. */
export const useClock = (): number => useSyncExternalStore(clock.subscribe, clock.get, clock.get);
