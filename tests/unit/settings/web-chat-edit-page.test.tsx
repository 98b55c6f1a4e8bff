import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../contracts/me.schema';
import { WEBCHAT_LIMITS } from '../../../contracts/webchat.schema';
import mnCommon from '../../../locales/mn/common.json';
import mnErrors from '../../../locales/mn/errors.json';
import mnMenu from '../../../locales/mn/menu.json';
import mn from '../../../locales/mn/settings.json';
import { json } from '../console/fake-fetch';
import { resetBrowserState } from '../console/render-app';
import { AGENT, VIEWER, describedBy, renderSettings } from './settings-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const domain = () => field(/^Домэйн/);
const name = () => field(/^Нэр/);
const greeting = () => field(/^Мэндчилгээ/);
const brandHex = () => field(/^Брэнд өнгө/);
const textHex = () => field(/^Текстийн өнгө/);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const launcher = () => screen.getByRole('img', { name: mn.webchat.preview.launcher });
const panel = () => screen.getByRole('group', { name: mn.webchat.preview.panel });
const saveButton = () => screen.getByRole('button', { name: mn.actions.save });

async function openAdd() {
  const view = renderSettings('/settings/web_chat/add');
  expect(await screen.findByRole('heading', { level: 1, name: mnMenu.settings_items.web_chat_add })).toBeTruthy();
  return view;
}

async function openEdit(id = 1, me?: Me) {
  const view = renderSettings(`/settings/web_chat/edit/${id}`, me ? { me } : {});
  await waitFor(() => expect((domain() as HTMLInputElement).value).not.toBe(''));
  return view;
}

describe('web chat form', () => {
  it('shows the required, invalid-domain and length messages, and sends nothing until they pass', async () => {
    const { server } = await openAdd();
    fireEvent.click(saveButton());
    await waitFor(() => expect(describedBy(domain())).toContain(mnCommon.validation.required));
    expect(describedBy(name())).toContain(mnCommon.validation.required);

    type(domain(), 'not a domain');
    await waitFor(() => expect(describedBy(domain())).toContain(mnErrors.err_webchat_domain_invalid));
    type(domain(), 'https://Shop.MN/contact?x=1');
    await waitFor(() => expect(describedBy(domain())).toContain('Хадгалагдах домэйн: shop.mn'));
    expect(domain().getAttribute('aria-invalid')).not.toBe('true');

    // The counters show the limits of WEBCHAT_LIMITS.
    type(greeting(), '  Сайн уу  ');
    await waitFor(() => expect(describedBy(greeting())).toContain(`7 / ${WEBCHAT_LIMITS.greeting} тэмдэгт`));
    type(name(), 'Н'.repeat(WEBCHAT_LIMITS.name + 1));
    await waitFor(() => expect(describedBy(name())).toContain(`${WEBCHAT_LIMITS.name + 1} / ${WEBCHAT_LIMITS.name} тэмдэгт`));
    await waitFor(() => expect(describedBy(name())).toContain(mnErrors.err_text_too_long.replace('{{max}}', String(WEBCHAT_LIMITS.name))));

    type(brandHex(), '#12');
    await waitFor(() => expect(describedBy(brandHex())).toContain(mn.validation.color));
    fireEvent.click(saveButton());
    await new Promise((r) => setTimeout(r, 50));
    expect(server.called('POST', '/api/webchats')).toHaveLength(0);
  });

  it('shows a duplicate domain refused by the server on the domain field, then saves and shows the embed script', async () => {
    const { server, router } = await openAdd();
    type(domain(), 'https://Shop.MN/');
    type(name(), 'Дэлгүүр');
    type(field(/^Англи нэр/), 'Shop');
    type(greeting(), 'Сайн байна уу?');
    expect(screen.getByText(mn.webchat.embed.afterSave)).toBeTruthy();

    server.overrides.set('POST /api/webchats', () => json(409, { code: 'err_webchat_domain_duplicate', message: 'dup', field: 'domain' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(describedBy(domain())).toContain(mnErrors.err_webchat_domain_duplicate));
    expect(domain().getAttribute('aria-invalid')).toBe('true');

    server.overrides.set('POST /api/webchats', () => json(400, { code: 'err_webchat_domain_invalid', message: 'bad', field: 'domain' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(describedBy(domain())).toContain(mnErrors.err_webchat_domain_invalid));

    server.overrides.clear();
    type(domain(), 'shop2.mn');
    fireEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/web_chat/edit/100'));
    expect(server.called('POST', '/api/webchats').at(-1)!.body).toEqual({
      domain: 'shop2.mn',
      name: 'Дэлгүүр',
      name_en: 'Shop',
      greeting: 'Сайн байна уу?',
      greeting_en: '',
      logo: null,
      brand_color: '#0F6CBD',
      text_color: '#FFFFFF',
      is_active: true,
    });
    const code = (await screen.findByRole('textbox', { name: mn.webchat.embed.code })) as HTMLTextAreaElement;
    expect(code.value).toBe(`<script async src="${window.location.origin}/widget.js" data-widget-key="wk_new_100"></script>`);
    expect(code.readOnly).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: mnMenu.settings_items.web_chat_edit })).toBeTruthy();
  });

  it('the live preview follows the colours, texts and preview language', async () => {
    await openEdit(1);
    expect(launcher().style.backgroundColor).toBe('rgb(15, 108, 189)');
    type(brandHex(), '#112233');
    await waitFor(() => expect(launcher().style.backgroundColor).toBe('rgb(17, 34, 51)'));
    const title = within(panel()).getByText('Дэлгүүр');
    expect((title.parentElement as HTMLElement).style.backgroundColor).toBe('rgb(17, 34, 51)');

    type(textHex(), '#FFEE00');
    await waitFor(() => expect(within(panel()).getByText('Дэлгүүр').style.color).toBe('rgb(255, 238, 0)'));
    expect(launcher().style.color).toBe('rgb(255, 238, 0)');
    // The native picker writes the same value.
    fireEvent.change(screen.getByLabelText('Брэнд өнгө: өнгө сонгох'), { target: { value: '#445566' } });
    await waitFor(() => expect(launcher().style.backgroundColor).toBe('rgb(68, 85, 102)'));
    expect((brandHex() as HTMLInputElement).value).toBe('#445566');

    type(name(), 'Шинэ дэлгүүр');
    type(greeting(), 'Тавтай морил!');
    expect(await within(panel()).findByText('Шинэ дэлгүүр')).toBeTruthy();
    expect(within(panel()).getByText('Тавтай морил!')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: mn.webchat.preview.en }));
    expect(await within(panel()).findByText('Shop')).toBeTruthy();
    expect(within(panel()).getByText('Hello!')).toBeTruthy();
  });

  it('copies the exact embed script, says so, and tells where to paste it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openEdit(1);
    expect(screen.getByText('Энэ скриптийг сайтынхаа </head> эсвэл </body> хаах тагийн өмнө буулгана уу.')).toBeTruthy();
    expect(screen.getByRole('link', { name: mn.webchat.embed.demo }).getAttribute('href')).toBe('/demo/site');
    fireEvent.click(screen.getByRole('button', { name: mn.webchat.embed.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith(`<script async src="${window.location.origin}/widget.js" data-widget-key="wk_shop_123"></script>`);
    expect((await screen.findAllByText(mn.webchat.embed.copied)).length).toBeGreaterThan(0);
  });

  it('takes a logo as a data URL and refuses one over the size limit', async () => {
    const { server } = await openAdd();
    const picker = screen.getByLabelText(mn.webchat.form.logoPick, { selector: 'input' });
    // A text file renamed .png declares image/png; its bytes are no image, so it is refused as another type is.
    fireEvent.change(picker, { target: { files: [new File(['just some notes'], 'notes.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Зөвхөн PNG, JPEG, SVG, WebP зураг сонгоно уу.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: mn.webchat.form.logoAlt })).toBeNull();

    const big = new File([new Uint8Array(WEBCHAT_LIMITS.logoBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(await screen.findByText('Зураг 200 КБ-аас том байна (201 КБ). Жижиг зураг сонгоно уу.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: mn.webchat.form.logoAlt })).toBeNull();

    fireEvent.change(picker, { target: { files: [new File(['hello'], 'doc.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Зөвхөн PNG, JPEG, SVG, WebP зураг сонгоно уу.')).toBeTruthy();

    const small = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [small] } });
    const thumb = (await screen.findByRole('img', { name: mn.webchat.form.logoAlt })) as HTMLImageElement;
    expect(thumb.src).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.queryByText(/КБ-аас том/)).toBeNull();
    // The preview header shows it too.
    expect(panel().querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');

    type(domain(), 'logo.mn');
    type(name(), 'Лого');
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.called('POST', '/api/webchats')).toHaveLength(1));
    expect((server.called('POST', '/api/webchats')[0].body as { logo: string }).logo).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('saves changes to an existing web chat', async () => {
    const { server } = await openEdit(2);
    type(name(), 'Банк ХХК');
    fireEvent.click(screen.getByRole('switch', { name: mn.webchat.form.is_active }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.called('PUT', '/api/webchats/2')).toHaveLength(1));
    expect(server.called('PUT', '/api/webchats/2')[0].body).toMatchObject({ domain: 'bank.mn', name: 'Банк ХХК', is_active: true, brand_color: '#A4262C' });
    expect((await screen.findAllByText(mn.webchat.form.saved)).length).toBeGreaterThan(0);
  });

  it('is read-only without settings.edit', async () => {
    await openEdit(1, VIEWER);
    expect(screen.getByText(mn.actions.readOnly)).toBeTruthy();
    for (const input of [domain(), name(), greeting(), brandHex()]) expect((input as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: mn.webchat.form.is_active }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: mn.actions.save })).toBeNull();
    // The script is still there to copy.
    expect(screen.getByRole('button', { name: mn.webchat.embed.copy })).toBeTruthy();
  });

  it('is closed without settings.view, and asks the server nothing', async () => {
    const { server } = renderSettings('/settings/web_chat/edit/1', { me: AGENT });
    expect(await screen.findByText(mnCommon.noAccess.settings)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Домэйн/ })).toBeNull();
    expect(server.called('GET', '/api/webchats/1')).toHaveLength(0);
  });

  it('says so when the web chat does not exist', async () => {
    renderSettings('/settings/web_chat/edit/99');
    expect(await screen.findByRole('heading', { name: mn.webchat.form.notFound })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Домэйн/ })).toBeNull();
  });
});
