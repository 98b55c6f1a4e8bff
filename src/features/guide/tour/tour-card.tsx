import { Button, Portal, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeCard, type Box, type Placement } from './tour-placement';
import { findAnchor, type TourStep } from './tour-steps';

const useStyles = makeStyles({
  card: {
    position: 'fixed',
    zIndex: 1000000,
    width: '320px',
    maxWidth: 'calc(100vw - 16px)',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    outlineStyle: 'none',
  },
  centered: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  counter: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', marginTop: tokens.spacingVerticalS },
  skip: { marginRight: 'auto' },
  // Draws attention to the anchor without covering it or taking its clicks.
  ring: {
    position: 'fixed',
    zIndex: 999999,
    pointerEvents: 'none',
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: `0 0 0 3px ${tokens.colorBrandStroke1}`,
  },
});

export interface TourCardProps {
  step: TourStep;
  index: number;
  total: number;
  onNext: () => void;
  onBack: () => void;
  /** Skip (Escape or the button) and Finish both end the tour. */
  onEnd: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function boxOf(element: HTMLElement | null): Box | null {
  if (!element) return null;
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

/** The new box, or the current one when nothing moved (no re-render). */
function sameBox(current: Box | null, next: Box | null): Box | null {
  if (current === null || next === null) return next;
  const same = current.top === next.top && current.left === next.left && current.width === next.width && current.height === next.height;
  return same ? current : next;
}

/**
 * One step of the guided tour: a card beside its anchor (centred when the anchor is missing),
 * with the step counter and Back / Next / Skip / Finish. Focus stays inside the card; Escape
 * skips, the arrow keys move.
 */
export function TourCard({ step, index, total, onNext, onBack, onEnd }: TourCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('guide');
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<Box | null>(null);
  const [size, setSize] = useState({ width: 320, height: 180 });
  const isFirst = index === 0;
  const isLast = index === total - 1;

  // Find the anchor for this step, and follow it when the page scrolls or resizes.
  useLayoutEffect(() => {
    const element = findAnchor(step);
    element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const measure = () => setAnchor((current) => sameBox(current, boxOf(findAnchor(step))));
    measure();
    // A menu that opens for the tour (behind the hamburger at narrow widths) slides in after
    // this step began: follow it until it settles.
    const settle = window.setInterval(measure, 150);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.clearInterval(settle);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  // Measured after every render (its content changes the size); sets state only when the size changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card || !card.offsetWidth) return;
    if (card.offsetWidth !== size.width || card.offsetHeight !== size.height) setSize({ width: card.offsetWidth, height: card.offsetHeight });
  });

  // When the tour ends, the focus goes back to where it was (the "Start the tour" button, say).
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous?.focus();
  }, []);
  // Declared after the one above, so that one notes the focus before this one moves it.
  // Each step takes the focus on its main button, so Enter goes on and Tab stays within.
  useEffect(() => primaryRef.current?.focus(), [index]);

  const placement: Placement = placeCard(anchor, size, { width: window.innerWidth, height: window.innerHeight });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEnd();
    } else if (event.key === 'ArrowRight' && !isLast) {
      event.preventDefault();
      onNext();
    } else if (event.key === 'ArrowLeft' && !isFirst) {
      event.preventDefault();
      onBack();
    } else if (event.key === 'Tab') {
      const items = [...(cardRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const to = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === -1 || at === items.length - 1 ? 0 : at + 1;
      event.preventDefault();
      items[to].focus();
    }
  };

  return (
    <Portal>
      {anchor && placement.mode === 'anchored' ? (
        <div className={styles.ring} aria-hidden style={{ top: anchor.top - 4, left: anchor.left - 4, width: anchor.width + 8, height: anchor.height + 8 }} />
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog traps Tab and closes on Escape */}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-placement={placement.mode === 'anchored' ? placement.side : 'centered'}
        className={mergeClasses(styles.card, placement.mode === 'centered' && styles.centered)}
        style={placement.mode === 'anchored' ? { top: placement.top, left: placement.left } : undefined}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <Text id={titleId} as="h2" size={400} weight="semibold">
            {t(`tour.steps.${step.id}.title`)}
          </Text>
          <Text size={200} className={styles.counter}>
            {t('tour.counter', { n: index + 1, total })}
          </Text>
        </div>
        <Text id={bodyId}>{t(`tour.steps.${step.id}.body`)}</Text>
        <div className={styles.actions}>
          {isLast ? null : (
            <Button appearance="subtle" className={styles.skip} onClick={onEnd}>
              {t('tour.skip')}
            </Button>
          )}
          {isFirst ? null : <Button onClick={onBack}>{t('tour.back')}</Button>}
          {isLast ? (
            <Button ref={primaryRef} appearance="primary" onClick={onEnd}>
              {t('tour.finish')}
            </Button>
          ) : (
            <Button ref={primaryRef} appearance="primary" onClick={onNext}>
              {t('tour.next')}
            </Button>
          )}
        </div>
      </div>
    </Portal>
  );
}
