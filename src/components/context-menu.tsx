// Right-click menus of list rows with the spec §9 sizes and keys, which Fluent's Menu cannot be tuned to.
import { Portal, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { CONTEXT_MENU } from '../lib/context-menu-constants';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    minWidth: `${CONTEXT_MENU.minWidth}px`,
    maxWidth: `${CONTEXT_MENU.maxWidth}px`,
    zIndex: CONTEXT_MENU.zIndex,
    overflowY: 'auto',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    outlineStyle: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    textAlign: 'start',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  focused: { backgroundColor: tokens.colorNeutralBackground1Hover },
  disabled: { color: tokens.colorNeutralForegroundDisabled, cursor: 'default' },
});

export interface ContextMenuItem {
  key: string;
  /** Already translated by the caller. */
  label: string;
  icon?: ReactElement;
  disabled?: boolean;
  onSelect: () => void;
}

export type ContextMenuCloseReason = 'select' | 'escape' | 'outside' | 'scroll';

export interface ContextMenuProps {
  /** Viewport coordinates (a contextmenu event's clientX/clientY). */
  x: number;
  y: number;
  items: readonly ContextMenuItem[];
  /** The caller unmounts the menu here. */
  onClose: (reason: ContextMenuCloseReason) => void;
  'aria-label'?: string;
}

/**
 * A right-click menu (spec §9) built by hand because Fluent's Menu has no knobs for its sizes,
 * z-index or scroll step. Closes on a pointer press outside it, focus leaving it (Tab), any scroll
 * outside it, and Escape. ArrowUp/ArrowDown move focus (wrapping, skipping disabled items),
 * Home/End jump, Enter activates. When focus lands on an item out of view, the list scrolls in
 * whole steps of 50 px; the mouse wheel keeps its native scrolling, because trackpads send many
 * tiny wheel events that a fixed 50 px per event would turn into runaway scrolling.
 */
export function ContextMenu({ x, y, items, onClose, ...rest }: ContextMenuProps) {
  const styles = useStyles();
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Read during render, before the menu takes focus (StrictMode re-runs effects, not this).
  const [previousFocus] = useState(() => document.activeElement as HTMLElement | null);
  const closing = useRef(false);
  const close = (reason: ContextMenuCloseReason) => {
    if (closing.current) return;
    closing.current = true;
    // Give focus back before the caller unmounts us; the blur this causes is not an outside click.
    if (menuRef.current?.contains(document.activeElement)) previousFocus?.focus?.();
    onClose(reason);
    closing.current = false;
  };
  const closeFromOutside = useEffectEvent((reason: 'outside' | 'scroll') => close(reason));
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  const [focused, setFocused] = useState(enabled[0] ?? -1);
  const [position, setPosition] = useState({ left: x, top: y, maxHeight: 0 });

  // Keep the menu inside the viewport; taller than it, the list scrolls.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const margin = CONTEXT_MENU.viewportMargin;
    const { width, height } = menu.getBoundingClientRect();
    const maxHeight = Math.max(0, window.innerHeight - 2 * margin);
    setPosition({
      left: Math.max(margin, Math.min(x, window.innerWidth - width - margin)),
      top: Math.max(margin, Math.min(y, window.innerHeight - Math.min(height, maxHeight) - margin)),
      maxHeight,
    });
  }, [x, y]);

  useEffect(() => {
    const menu = menuRef.current;
    const target = focused >= 0 ? itemRefs.current[focused] : null;
    if (!menu || !target) return void menu?.focus();
    target.focus({ preventScroll: true });
    scrollByStepsIntoView(menu, target);
  }, [focused]);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    // The page (window, document) or any container scrolling moves what the menu points at;
    // only the menu's own list scrolling does not.
    const inside = (event: Event) => event.target instanceof Node && menu.contains(event.target);
    const onPointerDown = (event: Event) => {
      if (!inside(event)) closeFromOutside('outside');
    };
    const onScroll = (event: Event) => {
      if (!inside(event)) closeFromOutside('scroll');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, []);

  const activate = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    close('select');
    item.onSelect();
  };

  const move = (to: 'next' | 'previous' | 'first' | 'last') => {
    if (enabled.length === 0) return;
    const at = enabled.indexOf(focused);
    const next = {
      next: enabled[(at + 1) % enabled.length],
      previous: enabled[(at - 1 + enabled.length) % enabled.length],
      first: enabled[0],
      last: enabled[enabled.length - 1],
    }[to];
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = {
      ArrowDown: () => move('next'),
      ArrowUp: () => move('previous'),
      Home: () => move('first'),
      End: () => move('last'),
      Enter: () => activate(focused),
      Escape: () => close('escape'),
    }[event.key];
    if (!action) return;
    // Enter would also click the focused button natively: one activation is enough.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <Portal>
      <div
        ref={menuRef}
        role="menu"
        aria-label={rest['aria-label']}
        tabIndex={-1}
        className={styles.root}
        style={{ left: position.left, top: position.top, maxHeight: position.maxHeight || undefined }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to instanceof Node && !event.currentTarget.contains(to)) close('outside');
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={index === focused ? 0 : -1}
            aria-disabled={item.disabled || undefined}
            className={mergeClasses(styles.item, index === focused && styles.focused, item.disabled && styles.disabled)}
            onClick={() => activate(index)}
            onPointerEnter={() => {
              if (!item.disabled) setFocused(index);
            }}
          >
            {item.icon}
            {item.label}
          </button>
        ))}
      </div>
    </Portal>
  );
}

/** Scroll `list` in whole steps until `item` is fully visible (the browser clamps the ends). */
export function scrollByStepsIntoView(list: HTMLElement, item: HTMLElement): void {
  const step = CONTEXT_MENU.scrollStep;
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  const viewBottom = list.scrollTop + list.clientHeight;
  if (bottom > viewBottom) list.scrollTop += Math.ceil((bottom - viewBottom) / step) * step;
  else if (top < list.scrollTop) list.scrollTop = Math.max(0, list.scrollTop - Math.ceil((list.scrollTop - top) / step) * step);
}
