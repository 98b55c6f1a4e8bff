import { fill, type Strings } from '../text';
import { h, icon, ICONS } from './dom';

/** Five star buttons (1–5) in a labelled group; each says what it gives. */
export function ratingBlock(doc: Document, t: Strings, onRate: (stars: number) => void): HTMLElement {
  const stars = h(doc, 'div', { class: 'stars', role: 'group', 'aria-label': t.rate });
  for (let n = 1; n <= 5; n++) {
    const b = h(doc, 'button', { type: 'button', 'aria-label': fill(t.star, { n }) }, icon(doc, ICONS.star));
    b.addEventListener('click', () => onRate(n));
    stars.append(b);
  }
  return h(doc, 'div', { class: 'rating' }, h(doc, 'p', { class: 'sys' }, t.rate), stars);
}
