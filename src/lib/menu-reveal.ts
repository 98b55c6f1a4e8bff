import { useSyncExternalStore } from 'react';

/**
 * Who needs the main menu shown even where it is collapsed behind the hamburger (below 960 px):
 * the guided tour, whose steps point at its entries. Module state, one menu per tab.
 */
let holders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const menuReveal = {
  /** Keeps the collapsed menu open until the returned release is called. */
  hold(): () => void {
    holders += 1;
    notify();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holders -= 1;
      notify();
    };
  },
  held: () => holders > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useMenuHeld(): boolean {
  return useSyncExternalStore(menuReveal.subscribe, menuReveal.held, menuReveal.held);
}
