import type { Me } from '../../../../contracts/me.schema';
import { TOUR_STEP_COUNT } from '../../../../contracts/tour.schema';
import { visibleMenu, type MainMenuKey } from '../../../lib/menu';

export type TourStepId = 'main_menu' | 'interacts_live' | 'interacts_hist' | 'issues' | 'contacts' | 'knowledge' | 'settings' | 'help';

export interface TourStep {
  id: TourStepId;
  /** `data-tour` values to point at, first present one wins; none present: the step is centred. */
  anchors: readonly string[];
  /** The menu entry the step presents: skipped for a member who does not have that entry. */
  menuKey?: MainMenuKey;
}

/**
 * The eight steps of spec §1 over the main screens. The anchors are on the main menu
 * (`data-tour="main-menu"` on the menu, `menu-<key>` on its entries); on the help pages the last
 * step can point at the tour card instead.
 */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'main_menu', anchors: ['main-menu'] },
  { id: 'interacts_live', anchors: ['menu-interacts_live'], menuKey: 'interacts_live' },
  { id: 'interacts_hist', anchors: ['menu-interacts_hist'], menuKey: 'interacts_hist' },
  { id: 'issues', anchors: ['menu-issues'], menuKey: 'issues' },
  { id: 'contacts', anchors: ['menu-contacts'], menuKey: 'contacts' },
  { id: 'knowledge', anchors: ['menu-knowledge'], menuKey: 'knowledge' },
  { id: 'settings', anchors: ['menu-settings'], menuKey: 'settings' },
  { id: 'help', anchors: ['menu-help', 'help-tour'], menuKey: 'help' },
];

if (TOUR_STEPS.length !== TOUR_STEP_COUNT) throw new Error('The guided tour has eight steps (spec §1).');

/** The steps this member is shown: an agent is not toured through knowledge or settings they cannot open. */
export function tourStepsFor(me: Me | undefined): readonly TourStep[] {
  const keys = new Set(visibleMenu(me).map((item) => item.key));
  return TOUR_STEPS.filter((step) => !step.menuKey || keys.has(step.menuKey));
}

/** The first anchor on the page that is laid out (a hidden or collapsed menu does not count). */
export function findAnchor(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const name of step.anchors) {
    const element = root.querySelector<HTMLElement>(`[data-tour="${name}"]`);
    if (!element) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}
