import { useSyncExternalStore } from 'react';

/**
 * Which tour step is open (or none), shared by the tour host and the help pages' "Start the tour"
 * buttons, which live in different layouts. Module state, like the toast bus: one tour per tab.
 */
export interface TourSnapshot {
  /** Index into the steps this member is shown (tourStepsFor), or null when the tour is closed. */
  step: number | null;
  /** Layout-level hosts mounted; a page's standby host draws the tour only when there is none. */
  hosts: number;
}

let snapshot: TourSnapshot = { step: null, hosts: 0 };
/** The first-sign-in offer happens once per page load, however often the host remounts. */
let offered = false;
const listeners = new Set<() => void>();

function set(next: Partial<TourSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export const tour = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  start: () => set({ step: 0 }),
  offer() {
    if (offered) return;
    offered = true;
    set({ step: 0 });
  },
  /** Forward, within the `count` steps this member is shown. */
  next: (count: number) => snapshot.step !== null && snapshot.step < count - 1 && set({ step: snapshot.step + 1 }),
  back: () => snapshot.step !== null && snapshot.step > 0 && set({ step: snapshot.step - 1 }),
  close: () => set({ step: null }),
  /** A layout host: call on mount, and the answer on unmount. */
  addHost() {
    set({ hosts: snapshot.hosts + 1 });
    return () => set({ hosts: snapshot.hosts - 1 });
  },
  /** For tests: back to a closed tour with no host. */
  reset() {
    offered = false;
    set({ step: null, hosts: 0 });
  },
};

export function useTour(): TourSnapshot {
  return useSyncExternalStore(tour.subscribe, tour.get, tour.get);
}
