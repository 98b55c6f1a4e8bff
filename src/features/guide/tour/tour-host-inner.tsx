import { useEffect } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { menuReveal } from '../../../lib/menu-reveal';
import { useMarkTourSeen } from '../api/mark-tour-seen';
import { useTourState } from '../api/get-tour-state';
import { TourCard } from './tour-card';
import { tour, useTour } from './tour-store';
import { tourStepsFor } from './tour-steps';

export interface TourHostProps {
  /**
   * A page's own host (the help pages): draws the tour only while no layout host is mounted, and
   * never offers it by itself. The layout's host (no standby) offers it on the first sign-in.
   */
  standby?: boolean;
}

/** Draws the open tour step and ends the tour; the layout host also offers it once per user. */
export function TourHostInner({ standby = false }: TourHostProps) {
  const { signedIn, me } = useCurrentUser();
  const steps = tourStepsFor(me);
  const { step, hosts } = useTour();
  const state = useTourState({ enabled: signedIn });
  const markSeen = useMarkTourSeen();
  const unseen = state.data?.seen === false;

  useEffect(() => (standby ? undefined : tour.addHost()), [standby]);
  useEffect(() => {
    if (!standby && unseen) tour.offer();
  }, [standby, unseen]);

  const drawing = step !== null && !(standby && hosts > 0);
  // Its steps point at the main menu: where that is behind the hamburger, it opens for the tour.
  useEffect(() => (drawing ? menuReveal.hold() : undefined), [drawing]);

  if (!drawing) return null;

  const end = () => {
    tour.close();
    // Finished or skipped: either way it is not offered again. A restart from help changes nothing.
    if (state.data?.seen !== true && !markSeen.isPending) markSeen.mutate();
  };

  const index = Math.min(step, steps.length - 1);
  return <TourCard step={steps[index]} index={index} total={steps.length} onNext={() => tour.next(steps.length)} onBack={tour.back} onEnd={end} />;
}
