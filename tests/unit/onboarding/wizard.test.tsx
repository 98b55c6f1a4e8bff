import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import mnOnboarding from '../../../locales/mn/onboarding.json';
import enOnboarding from '../../../locales/en/onboarding.json';
import { i18n } from '../../../src/lib/i18n';
import { resetBrowserState } from '../console/render-app';
import { COMPLETE, NEWCOMER, bodiesOf, renderOnboarding, statusOf } from './render-onboarding';

beforeEach(resetBrowserState);
afterEach(cleanup);

const tooShort = mnOnboarding.problems.too_short.replace('{{min}}', '3');
const stepOf = (step: number) => mnOnboarding.wizard.stepOf.replace('{{total}}', '6').replace('{{step}}', String(step));
const next = () => fireEvent.click(screen.getByRole('button', { name: mnOnboarding.wizard.next }));

describe('the onboarding wizard', () => {
  it('shows the more-than-3-characters rule and does not move on with 3 characters', async () => {
    const { server } = renderOnboarding('/onboarding');
    const name = await screen.findByRole('textbox', { name: new RegExp(mnOnboarding.steps.company.label) });
    expect(screen.getByText(stepOf(1))).toBeTruthy();
    expect(screen.getByText(new RegExp(mnOnboarding.wizard.minHint.replace('{{min}}', '3')))).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Abc' } });
    expect(await screen.findByText(tooShort)).toBeTruthy();
    next();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.called('PUT', '/api/onboarding/progress')).toHaveLength(0);
    expect(screen.getByText(stepOf(1))).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Abcd' } });
    await waitFor(() => expect(screen.queryByText(tooShort)).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(mnOnboarding.steps.company.phone) }), { target: { value: '9911 2233' } });
    next();
    await screen.findByText(stepOf(2));
    expect(await bodiesOf(server, 'PUT', '/api/onboarding/progress')).toEqual([
      { step: 2, draft: expect.objectContaining({ company_name: 'Abcd', company_phone: '9911 2233' }) },
    ]);
    expect(screen.getByRole('heading', { name: mnOnboarding.steps.sector.title })).toBeTruthy();
  });

  it('says on step 1 what company settings would refuse: markup or emoji in the name, a missing or invalid phone', async () => {
    const { server } = renderOnboarding('/onboarding');
    const name = await screen.findByRole('textbox', { name: new RegExp(mnOnboarding.steps.company.label) });
    const phone = screen.getByRole('textbox', { name: new RegExp(mnOnboarding.steps.company.phone) });
    expect(name.getAttribute('maxlength')).toBe('100');
    fireEvent.change(name, { target: { value: '<img src=x onerror=alert(1)>' } });
    expect(await screen.findByText(mnOnboarding.problems.company_name_invalid)).toBeTruthy();
    next();
    expect(await screen.findByText(mnOnboarding.problems.required)).toBeTruthy();
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(await screen.findByText(mnOnboarding.problems.phone_invalid)).toBeTruthy();
    expect(server.called('PUT', '/api/onboarding/progress')).toHaveLength(0);
  });

  it('asks for a choice before moving on, with translated sectors', async () => {
    renderOnboarding('/onboarding', { status: statusOf({ step: 2, draft: { ...COMPLETE, sector: null } }) });
    await screen.findByText(stepOf(2));
    next();
    expect(await screen.findByText(mnOnboarding.problems.required)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: mnOnboarding.sectors.travel }));
    next();
    await screen.findByText(stepOf(3));
  });

  it('restores the saved step and answers after a reload', async () => {
    renderOnboarding('/onboarding', { status: statusOf({ step: 5, draft: { ...COMPLETE, agent_name: 'Тусл', website: '' } }) });
    await screen.findByText(stepOf(5));
    expect((screen.getByRole('textbox', { name: new RegExp(mnOnboarding.steps.agent.name) }) as HTMLInputElement).value).toBe('Тусл');
  });

  it('reopens the first incomplete step when a later one was saved', async () => {
    renderOnboarding('/onboarding', { status: statusOf({ step: 5, draft: { ...COMPLETE, employee_count: null } }) });
    await screen.findByText(stepOf(3));
  });

  it('a field that appears after a failed Next starts clean: the domain, once web chat is chosen', async () => {
    const { server } = renderOnboarding('/onboarding', { status: statusOf({ step: 6, draft: { ...COMPLETE, channel: null, webchat_domain: '' } }) });
    await screen.findByText(stepOf(6));
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.wizard.submit }));
    expect(await screen.findByText(mnOnboarding.problems.required)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: mnOnboarding.steps.channel.webchat }));
    const domain = await screen.findByRole('textbox', { name: new RegExp(mnOnboarding.steps.channel.domain) });
    expect(domain.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(mnOnboarding.problems.required)).toBeNull();

    // The next attempt does mark it.
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.wizard.submit }));
    expect(await screen.findByText(mnOnboarding.problems.required)).toBeTruthy();
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(server.called('POST', '/api/onboarding/submit')).toHaveLength(0);
  });

  it('submits the last step and shows the pending screen', async () => {
    const { server } = renderOnboarding('/onboarding', { status: statusOf({ step: 6, draft: { ...COMPLETE, channel: null, webchat_domain: '' } }) });
    await screen.findByText(stepOf(6));
    fireEvent.click(screen.getByRole('radio', { name: mnOnboarding.steps.channel.webchat }));
    const domain = await screen.findByRole('textbox', { name: new RegExp(mnOnboarding.steps.channel.domain) });
    fireEvent.change(domain, { target: { value: 'shop' } });
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.wizard.submit }));
    expect(await screen.findByText(mnOnboarding.problems.invalid)).toBeTruthy();
    expect(server.called('POST', '/api/onboarding/submit')).toHaveLength(0);

    fireEvent.change(domain, { target: { value: 'naran.mn' } });
    fireEvent.click(screen.getByRole('button', { name: mnOnboarding.wizard.submit }));
    expect(await screen.findByRole('heading', { name: mnOnboarding.pending.title })).toBeTruthy();
    expect(await bodiesOf(server, 'POST', '/api/onboarding/submit')).toEqual([{ ...COMPLETE, webchat_domain: 'naran.mn' }]);
    expect(screen.getByText(mnOnboarding.pending.body.replace('{{company}}', COMPLETE.company_name))).toBeTruthy();
  });

  it('shows a rejection with its reason above the wizard, in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderOnboarding('/onboarding', {
      me: { ...NEWCOMER, lang: 'en' },
      status: statusOf({ state: 'rejected', step: 6, draft: COMPLETE, rejection_reason: 'Name unclear' }),
    });
    expect(await screen.findByText(enOnboarding.rejected.title)).toBeTruthy();
    expect(screen.getByText(new RegExp(enOnboarding.rejected.reason.replace('{{reason}}', 'Name unclear')))).toBeTruthy();
    expect(screen.getByRole('button', { name: enOnboarding.wizard.submit })).toBeTruthy();
  });
});
