/**
 * The value a Griffel atomic class on `element` sets for `property`. jsdom cascades style sheets in
 * insertion order rather than document order, so getComputedStyle cannot be trusted with Fluent's
 * bucketed sheets. Atomic classes start with 'f'; reset classes ('r…'), which they override, are skipped.
 */
export function atomicRule(element: Element, property: string): string | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules) as CSSStyleRule[]) {
      const match = /^\.(f[\w-]+)$/.exec(rule.selectorText ?? '');
      if (match && element.classList.contains(match[1]) && rule.style.getPropertyValue(property)) {
        return rule.style.getPropertyValue(property);
      }
    }
  }
  return undefined;
}
