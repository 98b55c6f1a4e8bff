import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRateInfo } from '../../../contracts/interaction.schema';
import mnCommon from '../../../locales/mn/common.json';
import en from '../../../locales/en/servicerate.json';
import mnErrors from '../../../locales/mn/errors.json';
import mn from '../../../locales/mn/servicerate.json';
import { getCookie } from '../../../src/lib/cookies';
import { json, type Handler } from '../console/fake-fetch';
import { renderApp, resetBrowserState } from '../console/render-app';

beforeEach(resetBrowserState);
afterEach(cleanup);

const TOKEN = 'signed-token-1234567890';
const INFO: ServiceRateInfo = {
  company_name: 'Демо ХХК',
  logo: '/uploads/demo-logo.png',
  brand_color: '#0a7c59',
  agent_name: 'Тэмүүлэн',
  closed_at: '2025-06-14T03:05:00.000Z',
  state: 'requested',
  rating: null,
};

/** The public page, nobody signed in (GET /api/me would answer 401). */
function renderRate(path: string, handlers: Record<string, Handler> = {}) {
  return renderApp(path, {
    me: null,
    handlers: {
      'GET /pub/servicerate': (request) =>
        new URL(request.url).searchParams.get('t') === TOKEN ? json(200, INFO) : json(404, { code: 'err_service_rate_link_invalid', message: 'bad' }),
      'POST /pub/servicerate': () => json(200, { ok: true }),
      ...handlers,
    },
  });
}

const star = (n: number) => screen.getByRole('radio', { name: `${n} од` }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: mn.submit });

describe('/servicerate', () => {
  it('shows the company in its colours and the agent, without signing in', async () => {
    const { server } = renderRate(`/servicerate?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Демо ХХК' })).toBeTruthy();
    const logo = screen.getByRole('img', { name: 'Демо ХХК лого' }) as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/uploads/demo-logo.png');
    expect(screen.getByRole('banner').style.backgroundColor).toBe('rgb(10, 124, 89)');
    expect(screen.getByText('Танд Тэмүүлэн үйлчилсэн.')).toBeTruthy();
    expect(server.called('GET', '/api/me')).toHaveLength(0);
    expect(new URL(server.called('GET', '/pub/servicerate')[0].url).searchParams.get('t')).toBe(TOKEN);
  });

  it('five stars and a comment are sent once, then the thank-you shows the rating', async () => {
    const { server } = renderRate(`/servicerate?t=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Демо ХХК' });
    const radios = [1, 2, 3, 4, 5].map(star);
    // One native radio group: the arrow keys move between the stars, Space picks one.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    fireEvent.click(star(2));
    fireEvent.click(star(4));
    expect(star(4).checked).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: mn.comment }), { target: { value: '  Хурдан, эелдэг  ' } });
    fireEvent.click(send());

    expect(await screen.findByRole('heading', { name: mn.thanks })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5-аас 4 од' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const posts = server.called('POST', '/pub/servicerate');
    expect(posts).toHaveLength(1);
    expect(await posts[0].json()).toEqual({ t: TOKEN, rating: 4, comment: 'Хурдан, эелдэг' });
  });

  it('asks for stars before sending', async () => {
    const { server } = renderRate(`/servicerate?t=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Демо ХХК' });
    fireEvent.click(send());
    expect(await screen.findByText(mn.chooseRating)).toBeTruthy();
    expect(server.called('POST', '/pub/servicerate')).toHaveLength(0);
  });

  it('the comment stops at 1000 characters and counts them', async () => {
    renderRate(`/servicerate?t=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Демо ХХК' });
    const box = screen.getByRole('textbox', { name: mn.comment }) as HTMLTextAreaElement;
    expect(screen.getByText('0/1000')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'я'.repeat(1001) } });
    expect(box.value).toHaveLength(1000);
    expect(screen.getByText('1000/1000')).toBeTruthy();
  });

  it('an already rated conversation shows the given rating and thanks, with no form', async () => {
    renderRate(`/servicerate?t=${TOKEN}`, { 'GET /pub/servicerate': () => json(200, { ...INFO, state: 'rated', rating: 3 }) });
    expect(await screen.findByRole('heading', { name: mn.alreadyRated })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5-аас 3 од' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mn.submit })).toBeNull();
  });

  it('a rating given meanwhile (in another tab) reads as already rated', async () => {
    renderRate(`/servicerate?t=${TOKEN}`, { 'POST /pub/servicerate': () => json(409, { code: 'err_service_rate_given', message: 'given' }) });
    await screen.findByRole('heading', { name: 'Демо ХХК' });
    fireEvent.click(star(5));
    fireEvent.click(send());
    expect(await screen.findByRole('heading', { name: mn.alreadyRated })).toBeTruthy();
  });

  it.each([
    ['a bad link', 404, 'err_service_rate_link_invalid'],
    ['a conversation nobody asked to rate', 409, 'err_service_rate_not_requested'],
  ] as const)('%s shows the translated error', async (_name, status, code) => {
    renderRate(`/servicerate?t=${TOKEN}`, { 'GET /pub/servicerate': () => json(status, { code, message: 'x' }) });
    expect(await screen.findByText(mnErrors[code])).toBeTruthy();
    expect(screen.getByRole('heading', { name: mn.errorTitle })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a link without a token is invalid and asks nothing', async () => {
    const { server } = renderRate('/servicerate');
    expect(await screen.findByText(mnErrors.err_service_rate_link_invalid)).toBeTruthy();
    expect(server.called('GET', '/pub/servicerate')).toHaveLength(0);
  });

  it('the language switcher turns the page English and keeps the choice in the cookie, without a server call', async () => {
    const { server } = renderRate(`/servicerate?t=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Демо ХХК' });
    fireEvent.click(await screen.findByRole('combobox', { name: mnCommon.language.label }));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByRole('button', { name: en.submit })).toBeTruthy();
    expect(screen.getByText('You were served by Тэмүүлэн.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
    expect(getCookie('chosenLocale')).toBe('en');
    await waitFor(() => expect(server.called('PUT', '/api/change-lang')).toHaveLength(0));
  });
});
