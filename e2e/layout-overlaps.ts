import type { Page } from '@playwright/test';

/**
 * Text that collides on screen (issue 20 §6: a long e-mail running into the next column, a badge
 * over a name, a status pill whose text spills out of it), measured in the page:
 * - each visible run of text is taken line by line (Range.getClientRects), cut to what its
 *   scrolling or clipping ancestors let show;
 * - two runs of different elements overlap when their lines share more than a sliver;
 * - a run spills when it leaves the nearest box around it that is drawn (a background or a border).
 * Portals (menus, tooltips, toasts) and fixed or sticky bars are left out: they float on purpose.
 */
export async function textCollisions(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    type Rect = { left: number; top: number; right: number; bottom: number };
    const root = document.querySelector(scopeSelector);
    if (!root) return [];
    const SLIVER = 3;
    const styleOf = (el: Element) => getComputedStyle(el);
    const clips = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.overflowY !== 'visible';
    const drawn = (s: CSSStyleDeclaration) =>
      (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') ||
      ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
      );
    const intersect = (a: Rect, b: Rect): Rect => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (r: Rect) => r.right - r.left <= 0 || r.bottom - r.top <= 0;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;

    interface Run {
      el: Element;
      lines: Rect[];
    }
    const runs: Run[] = [];
    const spills: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const el = node.parentElement!;
      const own = styleOf(el);
      if (own.visibility !== 'visible' || Number(own.opacity) === 0) continue;
      // The view each ancestor lets through; fixed and sticky bars float on purpose.
      let view: Rect = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
      let floating = false;
      let box: Element | null = null;
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const s = styleOf(a);
        if (s.position === 'fixed' || s.position === 'sticky') floating = true;
        if (Number(s.opacity) === 0 || s.display === 'contents') continue;
        if (clips(s)) view = intersect(view, a.getBoundingClientRect());
        if (!box && a !== el && drawn(s) && a !== root) box = a;
        if (!box && a === el && drawn(s) && !clips(s)) box = a;
      }
      if (floating) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })).filter((r) => !empty(r));
      const seen = lines.map((r) => intersect(r, view)).filter((r) => !empty(r));
      if (seen.length === 0) continue;
      runs.push({ el, lines: seen });
      if (box) {
        const b = box.getBoundingClientRect();
        for (const r of seen) {
          if (r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1) {
            spills.push(
              `${name(el)} spills out of ${name(box)} (${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)})`,
            );
            break;
          }
        }
      }
    }
    const overlaps: string[] = [];
    for (let i = 0; i < runs.length; i++) {
      for (let j = i + 1; j < runs.length; j++) {
        const a = runs[i];
        const b = runs[j];
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const hit = a.lines.some((ra) =>
          b.lines.some((rb) => {
            const x = intersect(ra, rb);
            return x.right - x.left > SLIVER && x.bottom - x.top > SLIVER;
          }),
        );
        if (hit) overlaps.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    return [...overlaps, ...spills];
  }, scope);
}
