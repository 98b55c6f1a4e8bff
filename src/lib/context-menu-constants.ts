// The context menu's numbers from spec §9, in one place for the component and its tests.

export const CONTEXT_MENU = {
  minWidth: 100,
  maxWidth: 600,
  zIndex: 100,
  /** Pixels the menu's list scrolls per step when keyboard focus moves out of view. */
  scrollStep: 50,
  /** Gap kept between the menu and the viewport edge when it would overflow (our choice). */
  viewportMargin: 8,
} as const;
