import type { Me } from '../../../contracts/me.schema';
import { EMPTY_DRAFT, type OnboardingDraft, type OnboardingStatus } from '../../../contracts/onboarding.schema';
import { FakeTransport } from '../../../streams/fake-transport';
import { json, routedFetch, type Handler } from '../console/fake-fetch';
import { ADMIN, mountConsole } from '../console/render-app';

/** A signed-in user in onboarding (company_id 0). */
export const NEWCOMER: Me = {
  ...ADMIN,
  ID: 41,
  company_id: 0,
  role: 'admin',
  is_owner: false,
  permissions: [],
  email: 'new@test.mn',
  first_name: 'Сараа',
  last_name: 'Бат',
};

export const COMPLETE: OnboardingDraft = {
  ...EMPTY_DRAFT,
  company_name: 'Наран ХХК',
  company_phone: '7011 2233',
  sector: 'trade',
  employee_count: '11-50',
  agent_avatar: 'robot',
  agent_name: 'Туслах',
  website: 'naran.mn',
  channel: 'webchat',
  webchat_domain: 'naran.mn',
};

export const statusOf = (patch: Partial<OnboardingStatus> = {}): OnboardingStatus => ({
  state: 'no_company',
  step: 1,
  draft: EMPTY_DRAFT,
  company: null,
  rejection_reason: null,
  ...patch,
});

/**
 * The real console (routes, guard, providers) at `path` over a small in-memory onboarding server:
 * PUT stores the step and answers, submit moves to pending, like the real one. `me` and `status`
 * are read on every request, so a test changes them to play the superadmin.
 */
export function renderOnboarding(path: string, init: { me?: Me; status?: OnboardingStatus; handlers?: Record<string, Handler> } = {}) {
  const state = { me: init.me ?? NEWCOMER, status: init.status ?? statusOf() };
  const server = routedFetch({
    'GET /api/me': () => json(200, state.me),
    'PUT /api/change-lang': () => json(200, { ok: true }),
    'GET /api/onboarding/progress': () => json(200, state.status),
    'PUT /api/onboarding/progress': async (request) => {
      const body = (await request.json()) as { step: number; draft: OnboardingDraft };
      state.status = { ...state.status, step: body.step, draft: body.draft };
      return json(200, state.status);
    },
    'POST /api/onboarding/submit': async (request) => {
      const draft = (await request.json()) as OnboardingDraft;
      state.status = {
        ...state.status,
        state: 'pending_approval',
        draft,
        rejection_reason: null,
        company: { id: 9, name: draft.company_name, sector: draft.sector!, employee_count: draft.employee_count!, requested_at: '2026-11-20T08:30:00.000Z' },
      };
      return json(200, state.status);
    },
    ...init.handlers,
  });
  const transport = new FakeTransport();
  // Fluent's MessageBar (the rejection notice) measures itself with a ResizeObserver.
  return { ...mountConsole(path, { fetch: server.fetch, transport, stubResizeObserver: true }), server, state, transport };
}

/** The JSON bodies the console sent to one route. */
export async function bodiesOf(server: ReturnType<typeof routedFetch>, method: string, path: string) {
  return Promise.all(server.called(method, path).map((r) => r.clone().json()));
}
