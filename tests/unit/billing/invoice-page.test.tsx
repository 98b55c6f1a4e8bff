import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en/billing.json';
import mn from '../../../locales/mn/billing.json';
import { i18n } from '../../../src/lib/i18n';
import { resetBrowserState } from '../console/render-app';
import { ADMIN, renderConsole } from '../users/users-fixture';
import { billingServer, invoice, plan, subscription } from './billing-fixture';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('settings: invoice view', { timeout: 60_000 }, () => {
  it('shows the lines, exchange rate and total in tugrik, and a printable PDF', async () => {
    renderConsole('/settings/my_plan/invoice/5', { handlers: billingServer({ subscription: subscription(), invoices: [invoice(5)] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Нэхэмжлэх INV-2026-000005' }, { timeout: 35_000 })).toBeTruthy();
    expect(screen.getByText('Нэмэлт AI агент')).toBeTruthy();
    expect(screen.getByText('17,100 ₮')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('355,200 ₮');
    expect(screen.getByTestId('exchange-rate').textContent).toBe('Ханш: 1 $ = 3,420 ₮');
    expect(screen.getByText(mn.statuses.created)).toBeTruthy();
    expect(screen.getByRole('link', { name: mn.invoice.pdf }).getAttribute('href')).toBe('/api/billing/invoices/5/pdf');
  });

  it('pays with QPay: QR and bank links, then "paid and activated" once the server says so', async () => {
    const state = { subscription: subscription(), invoices: [invoice(5)] };
    const { transport } = renderConsole('/settings/my_plan/invoice/5', { handlers: billingServer(state) });
    fireEvent.click(await screen.findByRole('button', { name: mn.invoice.payQpay }, { timeout: 35_000 }));
    const qr = (await screen.findByRole('img', { name: mn.qpay.qrAlt })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('link', { name: 'Хаан банк' }).getAttribute('href')).toBe('khanbank://q?qPay_QRcode=0002');
    expect(screen.getByText(mn.qpay.waiting)).toBeTruthy();
    state.invoices = [invoice(5, { status: 'activated', paid_at: '2026-11-28T01:00:00.000Z', activated_at: '2026-11-28T01:00:00.000Z', paid_by: 'QPay' })];
    act(() => void transport.setStatus('connected').receive({ type: 'billing.changed', reason: 'invoice', invoice_id: 5 }).flush());
    expect((await screen.findByRole('status')).textContent).toBe(mn.qpay.activated);
    expect(screen.queryByRole('img', { name: mn.qpay.qrAlt })).toBeNull();
    expect(screen.getAllByText(mn.statuses.activated).length).toBeGreaterThan(0);
    expect(screen.queryByText(mn.statuses.created)).toBeNull();
  });

  it("an upgrade's credit for unused days reads in the reader's language, in Mongolian and in English", async () => {
    const upgrade = invoice(7, {
      plan: plan('enterprise'),
      lines: [
        { kind: 'plan', description: 'Корпорац: 1 сар', quantity: 1, unit_price: 890000, amount: 890000 },
        { kind: 'credit', description: 'Бизнес: ашиглаагүй 19 хоногийн хасагдуулалт', quantity: 19, unit_price: -9666, amount: -183654 },
      ],
      total: 706346,
    });
    renderConsole('/settings/my_plan/invoice/7', { handlers: billingServer({ subscription: subscription(), invoices: [upgrade] }) });
    expect(await screen.findByText(mn.invoice.lines.credit_other.replace('{{count}}', '19'), undefined, { timeout: 35_000 })).toBeTruthy();
    expect(screen.getByText('-183,654 ₮')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('706,346 ₮');
    cleanup();
    await i18n.changeLanguage('en');
    renderConsole('/settings/my_plan/invoice/7', { me: { ...ADMIN, lang: 'en' }, handlers: billingServer({ subscription: subscription(), invoices: [upgrade] }) });
    expect(await screen.findByText(en.invoice.lines.credit_other.replace('{{count}}', '19'), undefined, { timeout: 35_000 })).toBeTruthy();
  });

  it('says the invoice was not found for an id the server refuses', async () => {
    renderConsole('/settings/my_plan/invoice/29', { handlers: billingServer({ subscription: subscription(), invoices: [] }) });
    // The page's heading (the refused request may also raise a toast with the same words).
    expect(await screen.findByRole('heading', { name: mn.invoice.notFound }, { timeout: 35_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: mn.invoice.payQpay })).toBeNull());
  });
});
