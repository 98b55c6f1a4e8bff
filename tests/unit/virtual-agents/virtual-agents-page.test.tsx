import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnErrors from '../../../locales/mn/errors.json';
import mnList from '../../../locales/mn/list.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/agents.json';
import { json } from '../console/fake-fetch';
import { renderApp, resetBrowserState } from '../console/render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

const fill = (s: string, v: Record<string, string>) => Object.entries(v).reduce((out, [k, x]) => out.replaceAll(`{{${k}}}`, x), s);
const agent = (id: number, name: string, is_primary: boolean, channels: number[] = []) => ({
  id,
  name,
  photo: null,
  kind: 'virtual_social_agent' as const,
  is_primary,
  channels,
  active: channels.length > 0,
  created_at: '2026-11-20T08:00:00.000Z',
});
const channel = (id: number, name: string) => ({
  id,
  company_id: 1,
  type: 'webchat',
  name,
  number: '',
  description: '',
  is_active: true,
  created_at: '2026-11-20T08:00:00.000Z',
});

/** A fake server holding the agents, so what the page sends changes what it shows next. */
function serverState(limit: number | null) {
  const state = { agents: [agent(1, 'Туслах', true, [10])] };
  const handlers = {
    'GET /api/virtual-agents': () => json(200, { items: state.agents, limit }),
    'GET /api/virtual-agents/usage': () => json(200, { today: 3, month: 42 }),
    'GET /api/company/1/channel': () => json(200, { items: [channel(10, 'Вэб чат'), channel(11, 'Messenger хуудас')] }),
    'POST /api/virtual-agents': async (req: Request) => {
      const body = (await req.json()) as { name: string; is_primary: boolean };
      if (limit !== null && state.agents.length >= limit) return json(403, { code: 'err_bot_count_limit', message: 'limit', count: limit });
      const made = agent(state.agents.length + 1, body.name, body.is_primary);
      state.agents = [...state.agents, made];
      return json(200, made);
    },
    'PUT /api/virtual-agents/1/channels/11': () => {
      state.agents = state.agents.map((a) => (a.id === 1 ? { ...a, channels: [...a.channels, 11] } : a));
      return json(200, { ok: true });
    },
    'DELETE /api/virtual-agents/1/channels/10': () => {
      state.agents = state.agents.map((a) => (a.id === 1 ? { ...a, channels: a.channels.filter((c) => c !== 10) } : a));
      return json(200, { ok: true });
    },
  };
  return { state, handlers };
}

describe('/settings/virtualagents', () => {
  it('hires an agent, shows the count against the plan limit and the bot usage', async () => {
    const { handlers, state } = serverState(3);
    const { server } = renderApp('/settings/virtualagents', { handlers });
    expect(await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.virtualagents }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(new RegExp(fill(mn.agentCount, { n: '1', limit: '3' })))).toBeTruthy();
    expect(screen.getByText(new RegExp(fill(mn.usage, { today: '3', month: '42' })))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mn.add }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(mn.name), hidden: true }), { target: { value: 'Шөнийн туслах' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.save, hidden: true }));
    await waitFor(() => expect(server.called('POST', '/api/virtual-agents')).toHaveLength(1));
    expect(await server.called('POST', '/api/virtual-agents')[0].json()).toMatchObject({ name: 'Шөнийн туслах', kind: 'virtual_social_agent', is_primary: false });
    expect(await screen.findByText('Шөнийн туслах')).toBeTruthy();
    expect(state.agents).toHaveLength(2);
    expect(await screen.findByText(new RegExp(fill(mn.agentCount, { n: '2', limit: '3' })))).toBeTruthy();
  }, 40_000);

  it('switches the agent on and off per channel, each only after confirming', async () => {
    const { handlers } = serverState(null);
    const { server } = renderApp('/settings/virtualagents', { handlers });
    const on = (await screen.findByRole('switch', { name: 'Messenger хуудас' }, { timeout: 10_000 })) as HTMLInputElement;
    expect(on.checked).toBe(false);
    fireEvent.click(on);
    const ask = await screen.findByRole('dialog', { name: fill(mn.confirmOn, { agent: 'Туслах', channel: 'Messenger хуудас' }), hidden: true });
    expect(server.called('PUT', '/api/virtual-agents/1/channels/11')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: mnList.dialog.confirm, hidden: true }));
    await waitFor(() => expect(server.called('PUT', '/api/virtual-agents/1/channels/11')).toHaveLength(1));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Messenger хуудас' }) as HTMLInputElement).checked).toBe(true));

    fireEvent.click(screen.getByRole('switch', { name: 'Вэб чат' }));
    const off = await screen.findByRole('dialog', { name: fill(mn.confirmOff, { agent: 'Туслах', channel: 'Вэб чат' }), hidden: true });
    expect(within(off).getByText(fill(mn.confirmOffText, { agent: 'Туслах', channel: 'Вэб чат' }))).toBeTruthy();
    fireEvent.click(within(off).getByRole('button', { name: mnList.dialog.confirm, hidden: true }));
    await waitFor(() => expect(server.called('DELETE', '/api/virtual-agents/1/channels/10')).toHaveLength(1));
  }, 40_000);

  it('refuses to fire the primary agent: its fire button is off and says why', async () => {
    const { handlers, state } = serverState(null);
    state.agents = [...state.agents, agent(2, 'Нэмэлт туслах', false)];
    renderApp('/settings/virtualagents', { handlers });
    const primary = (await screen.findByRole('button', { name: fill(mn.fireNamed, { name: 'Туслах' }) }, { timeout: 10_000 })) as HTMLButtonElement;
    expect(primary.disabled).toBe(true);
    expect(primary.getAttribute('title')).toBe(mn.primaryCannotFire);
    const other = screen.getByRole('button', { name: fill(mn.fireNamed, { name: 'Нэмэлт туслах' }) }) as HTMLButtonElement;
    expect(other.disabled).toBe(false);
  }, 40_000);

  it('tells the plan’s bot limit with its count when hiring past it', async () => {
    const { handlers } = serverState(1);
    renderApp('/settings/virtualagents', { handlers });
    expect(await screen.findByText(new RegExp(fill(mn.agentCount, { n: '1', limit: '1' })), undefined, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: mn.add }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(mn.name), hidden: true }), { target: { value: 'Илүү туслах' } });
    fireEvent.click(within(dialog).getByRole('button', { name: mn.save, hidden: true }));
    expect(await screen.findByText(fill(mnErrors.err_bot_count_limit, { count: '1' }))).toBeTruthy();
  }, 40_000);
});
