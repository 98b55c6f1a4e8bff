import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnGuide from '../../../locales/mn/guide.json';
import enGuide from '../../../locales/en/guide.json';
import { TOUR_STEP_COUNT } from '../../../contracts/tour.schema';
import { StartTourButton } from '../../../src/features/guide/components/start-tour-button';
import { TourHostInner } from '../../../src/features/guide/tour/tour-host-inner';
import { placeCard } from '../../../src/features/guide/tour/tour-placement';
import { TOUR_STEPS } from '../../../src/features/guide/tour/tour-steps';
import { useLocation } from 'react-router';
import { DEFAULT_ROLE_PERMISSIONS } from '../../../contracts/permissions';
import { ADMIN } from '../console/render-app';
import { Anchor, renderWithApp, tourServer } from './guide-fixture';

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

const step = (id: keyof typeof mnGuide.tour.steps) => mnGuide.tour.steps[id];
const dialog = () => screen.getByRole('dialog');
const press = (key: string, init: object = {}) => fireEvent.keyDown(document.activeElement ?? dialog(), { key, ...init });
const button = (name: string) => within(dialog()).getByRole('button', { name });

/** Every anchor of the main menu, as the default layout draws them. */
const ALL_ANCHORS = ['main-menu', 'menu-interacts_live', 'menu-interacts_hist', 'menu-issues', 'menu-contacts', 'menu-knowledge', 'menu-settings', 'menu-help'];

function Screen({ anchors = ALL_ANCHORS, standby = false }: { anchors?: string[]; standby?: boolean }) {
  return (
    <>
      {anchors.map((name) => (
        <Anchor key={name} name={name} />
      ))}
      <StartTourButton />
      <TourHostInner standby={standby} />
    </>
  );
}

describe('the guided tour', () => {
  it('has eight steps over the main screens, each with a title and text in both languages', () => {
    expect(TOUR_STEPS).toHaveLength(TOUR_STEP_COUNT);
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['main_menu', 'interacts_live', 'interacts_hist', 'issues', 'contacts', 'knowledge', 'settings', 'help']);
    for (const { id } of TOUR_STEPS) {
      for (const locale of [mnGuide, enGuide]) {
        expect(locale.tour.steps[id].title.trim()).not.toBe('');
        expect(locale.tour.steps[id].body.trim()).not.toBe('');
      }
    }
  });

  it('is offered on the first sign-in, walks the eight steps with Next and Back, and Finish marks it seen', async () => {
    const api = tourServer(false);
    const { server } = await renderWithApp(<Screen />, { handlers: api.handlers });
    expect(await screen.findByRole('dialog', { name: step('main_menu').title })).toBeTruthy();
    expect(within(dialog()).getByText(`1 / ${TOUR_STEP_COUNT}`)).toBeTruthy();
    expect(within(dialog()).getByText(step('main_menu').body)).toBeTruthy();
    // The first step has nowhere to go back to, and focus waits on Next.
    expect(within(dialog()).queryByRole('button', { name: mnGuide.tour.back })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button(mnGuide.tour.next)));

    for (let i = 1; i < TOUR_STEP_COUNT; i++) {
      fireEvent.click(button(mnGuide.tour.next));
      expect(screen.getByRole('dialog', { name: step(TOUR_STEPS[i].id).title })).toBeTruthy();
      expect(within(dialog()).getByText(`${i + 1} / ${TOUR_STEP_COUNT}`)).toBeTruthy();
    }
    // The last step offers Finish instead of Next and Skip.
    expect(within(dialog()).queryByRole('button', { name: mnGuide.tour.next })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: mnGuide.tour.skip })).toBeNull();
    fireEvent.click(button(mnGuide.tour.back));
    expect(within(dialog()).getByText(`7 / ${TOUR_STEP_COUNT}`)).toBeTruthy();
    fireEvent.click(button(mnGuide.tour.next));

    expect(server.called('PUT', '/api/tour')).toHaveLength(0);
    fireEvent.click(button(mnGuide.tour.finish));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.isSeen()).toBe(true));
    expect(server.called('PUT', '/api/tour')).toHaveLength(1);
  });

  it('is not offered to someone who has seen it, nor when the server cannot say', async () => {
    for (const seen of [true, 'fail'] as const) {
      const { server, unmount } = await renderWithApp(<Screen />, { handlers: tourServer(seen).handlers });
      await waitFor(() => expect(server.called('GET', '/api/tour').length).toBeGreaterThan(0));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
  });

  it('moves with the arrow keys, skips on Escape and keeps Tab inside the step', async () => {
    const api = tourServer(false);
    const { server } = await renderWithApp(<Screen />, { handlers: api.handlers });
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(button(mnGuide.tour.next)));

    press('ArrowLeft');
    expect(within(dialog()).getByText(`1 / ${TOUR_STEP_COUNT}`)).toBeTruthy();
    press('ArrowRight');
    press('ArrowRight');
    expect(screen.getByRole('dialog', { name: step('interacts_hist').title })).toBeTruthy();
    press('ArrowLeft');
    expect(within(dialog()).getByText(`2 / ${TOUR_STEP_COUNT}`)).toBeTruthy();

    // Skip, Back, Next: Tab from the last goes round to the first, Shift+Tab the other way.
    const [skip, back, next] = within(dialog()).getAllByRole('button');
    expect([skip, back, next].map((b) => b.textContent)).toEqual([mnGuide.tour.skip, mnGuide.tour.back, mnGuide.tour.next]);
    next.focus();
    press('Tab');
    expect(document.activeElement).toBe(skip);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(next);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(back);

    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.isSeen()).toBe(true));
    expect(server.called('PUT', '/api/tour')).toHaveLength(1);
  });

  it('points at each step’s anchor, and centres the step whose anchor is missing or hidden', async () => {
    // No contacts entry (a role without it), and a knowledge entry that is not laid out.
    const anchors = ALL_ANCHORS.filter((a) => a !== 'menu-contacts' && a !== 'menu-knowledge');
    await renderWithApp(
      <>
        <Screen anchors={anchors} />
        <div data-tour="menu-knowledge">hidden</div>
      </>,
      { handlers: tourServer(false).handlers },
    );
    await screen.findByRole('dialog');
    const placements: string[] = [];
    for (let i = 0; i < TOUR_STEP_COUNT; i++) {
      placements.push(dialog().getAttribute('data-placement')!);
      if (i < TOUR_STEP_COUNT - 1) fireEvent.click(button(mnGuide.tour.next));
    }
    expect(placements).toEqual(['right', 'right', 'right', 'right', 'centered', 'centered', 'right', 'right']);
    // The step still reads and moves on normally.
    expect(screen.getByRole('dialog', { name: step('help').title })).toBeTruthy();
  });

  it('skips the steps of menu entries the member does not have: an agent is toured through knowledge (read-only) but not settings', async () => {
    const agent = { ...ADMIN, role: 'agent' as const, permissions: [...DEFAULT_ROLE_PERMISSIONS.agent] };
    await renderWithApp(<Screen />, { handlers: tourServer(false).handlers, me: agent });
    expect(await screen.findByRole('dialog', { name: step('main_menu').title })).toBeTruthy();
    const shown: (keyof typeof mnGuide.tour.steps)[] = ['main_menu', 'interacts_live', 'interacts_hist', 'issues', 'contacts', 'knowledge', 'help'];
    shown.forEach((id, i) => {
      expect(screen.getByRole('dialog', { name: step(id).title })).toBeTruthy();
      expect(within(dialog()).getByText(`${i + 1} / ${shown.length}`)).toBeTruthy();
      if (i < shown.length - 1) fireEvent.click(button(mnGuide.tour.next));
    });
    expect(within(dialog()).getByRole('button', { name: mnGuide.tour.finish })).toBeTruthy();
  });

  it('started from a page without the main menu (the guide layout), goes home where the menu is', async () => {
    let pathname = '';
    function Where() {
      pathname = useLocation().pathname;
      return null;
    }
    await renderWithApp(
      <>
        <Where />
        <Screen anchors={[]} standby />
      </>,
      { handlers: tourServer(true).handlers, path: '/guide' },
    );
    fireEvent.click(await screen.findByRole('button', { name: mnGuide.tourCard.start }));
    await waitFor(() => expect(pathname).toBe('/'));
    expect(screen.getByRole('dialog', { name: step('main_menu').title })).toBeTruthy();
  });

  it('restarts from help without asking the server again once it was seen', async () => {
    const api = tourServer(true);
    const { server } = await renderWithApp(<Screen anchors={[]} />, { handlers: api.handlers });
    await waitFor(() => expect(server.called('GET', '/api/tour').length).toBeGreaterThan(0));
    screen.getByRole('button', { name: mnGuide.tourCard.start }).focus();
    fireEvent.click(screen.getByRole('button', { name: mnGuide.tourCard.start }));
    expect(screen.getByRole('dialog', { name: step('main_menu').title }).getAttribute('data-placement')).toBe('centered');
    await waitFor(() => expect(document.activeElement).toBe(button(mnGuide.tour.next)));
    fireEvent.click(button(mnGuide.tour.skip));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: mnGuide.tourCard.start }));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(server.called('PUT', '/api/tour')).toHaveLength(0);
  });

  it('is drawn once: a page’s standby host gives way to the layout’s host, and stands in without one', async () => {
    await renderWithApp(
      <>
        <Screen />
        <TourHostInner standby />
      </>,
      { handlers: tourServer(false).handlers },
    );
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    cleanup();

    // Only a standby host (the guide layout): no offer by itself, but "Start the tour" works.
    const { server } = await renderWithApp(<Screen standby />, { handlers: tourServer(false).handlers });
    await waitFor(() => expect(server.called('GET', '/api/tour').length).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: mnGuide.tourCard.start }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('speaks English when the console does', async () => {
    await renderWithApp(<Screen />, { handlers: tourServer(false).handlers, lng: 'en' });
    expect(await screen.findByRole('dialog', { name: enGuide.tour.steps.main_menu.title })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: enGuide.tour.next })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: enGuide.tour.skip })).toBeTruthy();
  });
});

describe('placing a step', () => {
  const viewport = { width: 1280, height: 800 };
  const card = { width: 320, height: 180 };

  it('goes right of a menu entry, vertically centred on it', () => {
    expect(placeCard({ top: 200, left: 0, width: 240, height: 40 }, card, viewport)).toEqual({ mode: 'anchored', side: 'right', top: 130, left: 252 });
  });

  it('goes below a wide anchor, above one at the bottom, and stays inside the screen', () => {
    expect(placeCard({ top: 10, left: 0, width: 1280, height: 60 }, card, viewport)).toEqual({ mode: 'anchored', side: 'bottom', top: 82, left: 480 });
    expect(placeCard({ top: 700, left: 0, width: 1280, height: 90 }, card, viewport)).toEqual({ mode: 'anchored', side: 'top', top: 508, left: 480 });
    const nearTop = placeCard({ top: 0, left: 0, width: 100, height: 20 }, card, viewport);
    expect(nearTop).toMatchObject({ side: 'right', top: 8 });
  });

  it('is centred without an anchor, or when nothing fits beside it', () => {
    expect(placeCard(null, card, viewport)).toEqual({ mode: 'centered' });
    expect(placeCard({ top: 0, left: 0, width: 360, height: 640 }, card, { width: 360, height: 640 })).toEqual({ mode: 'centered' });
  });
});
