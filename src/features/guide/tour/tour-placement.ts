export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Placement = { mode: 'anchored'; side: 'right' | 'bottom' | 'top' | 'left'; top: number; left: number } | { mode: 'centered' };

const GAP = 12;
const MARGIN = 8;

/**
 * Where the step's card goes: beside its anchor where it fits (right first, the menu is on the
 * left), kept inside the viewport; without an anchor, the middle of the screen.
 */
export function placeCard(anchor: Box | null, card: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  if (!anchor) return { mode: 'centered' };
  const clamp = (value: number, size: number, limit: number) => Math.max(MARGIN, Math.min(value, limit - size - MARGIN));
  const fits = {
    right: anchor.left + anchor.width + GAP + card.width + MARGIN <= viewport.width,
    bottom: anchor.top + anchor.height + GAP + card.height + MARGIN <= viewport.height,
    top: anchor.top - GAP - card.height - MARGIN >= 0,
    left: anchor.left - GAP - card.width - MARGIN >= 0,
  };
  const middleY = clamp(anchor.top + anchor.height / 2 - card.height / 2, card.height, viewport.height);
  const middleX = clamp(anchor.left + anchor.width / 2 - card.width / 2, card.width, viewport.width);
  if (fits.right) return { mode: 'anchored', side: 'right', top: middleY, left: anchor.left + anchor.width + GAP };
  if (fits.bottom) return { mode: 'anchored', side: 'bottom', top: anchor.top + anchor.height + GAP, left: middleX };
  if (fits.top) return { mode: 'anchored', side: 'top', top: anchor.top - GAP - card.height, left: middleX };
  if (fits.left) return { mode: 'anchored', side: 'left', top: middleY, left: anchor.left - GAP - card.width };
  // Nowhere beside it (a narrow phone): the middle reads better than a card over its own target.
  return { mode: 'centered' };
}
