import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mnGuide from '../../../locales/mn/guide.json';
import enGuide from '../../../locales/en/guide.json';
import { FEEDBACK_DETAILS_MAX, FeedbackBodySchema } from '../../../contracts/feedback.schema';
import { FeedbackButtonInner } from '../../../src/features/guide/components/feedback-button-inner';
import { EMPTY_FEEDBACK, feedbackProblems } from '../../../src/features/guide/components/feedback-rules';
import { json } from '../console/fake-fetch';
import { renderWithApp } from './guide-fixture';

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

const max = String(FEEDBACK_DETAILS_MAX);
const errors = {
  category: mnGuide.feedback.errors.category,
  details: mnGuide.feedback.errors.details,
  tooLong: mnGuide.feedback.errors.detailsTooLong.replace('{{max}}', max),
  rating: mnGuide.feedback.errors.rating,
};

async function open(answer: () => Response = () => json(200, { id: 7 }), lng: 'mn' | 'en' = 'mn') {
  const view = await renderWithApp(<FeedbackButtonInner />, { handlers: { 'POST /api/feedback': answer }, path: '/contacts', lng });
  const locale = lng === 'mn' ? mnGuide : enGuide;
  fireEvent.click(screen.getByRole('button', { name: locale.feedback.open }));
  const dialog = within(await screen.findByRole('dialog'));
  // Fluent hides the surface from the accessibility tree until its opening motion ends.
  await dialog.findByRole('button', { name: locale.feedback.send });
  return { ...view, dialog, locale };
}

const sent = async (server: Awaited<ReturnType<typeof open>>['server']) => Promise.all(server.called('POST', '/api/feedback').map((r) => r.json()));

describe('the feedback dialog', () => {
  it('asks for a category, the details and a rating before sending anything', async () => {
    const { dialog, server } = await open();
    fireEvent.click(dialog.getByRole('button', { name: mnGuide.feedback.send }));
    expect(await dialog.findByText(errors.category)).toBeTruthy();
    expect(dialog.getByText(errors.details)).toBeTruthy();
    expect(dialog.getByText(errors.rating)).toBeTruthy();

    // Only spaces are no details; more than the limit is too long.
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: '   ' } });
    expect(dialog.getByText(errors.details)).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'ө'.repeat(FEEDBACK_DETAILS_MAX + 1) } });
    expect(dialog.getByText(errors.tooLong)).toBeTruthy();
    expect(dialog.getByText(`${FEEDBACK_DETAILS_MAX + 1} / ${max} тэмдэгт`)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: mnGuide.feedback.send }));
    expect(server.called('POST', '/api/feedback')).toHaveLength(0);
  });

  it('sends the category, trimmed details, rating and the page it was opened on, then closes', async () => {
    const { dialog, server } = await open();
    fireEvent.click(dialog.getByRole('radio', { name: mnGuide.feedback.categories.complain }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: '  Харилцагч импортлоход удаан байна.  ' } });
    fireEvent.click(dialog.getByRole('radio', { name: '5-аас 4' }));
    expect(dialog.getByText('34 / 2000 тэмдэгт')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: mnGuide.feedback.send }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    const bodies = await sent(server);
    expect(bodies).toEqual([{ category: 'complain', details: 'Харилцагч импортлоход удаан байна.', rating: 4, page_path: '/contacts' }]);
    // What the dialog sends is what the server's schema accepts.
    expect(FeedbackBodySchema.safeParse(bodies[0]).success).toBe(true);

    // Opened again, it starts empty.
    // The page is hidden from assistive technology until the dialog's closing motion ends.
    fireEvent.click(await screen.findByRole('button', { name: mnGuide.feedback.open }));
    await waitFor(() => expect((screen.getByRole('textbox', { hidden: true }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the draft open when the server refuses (too many in an hour)', async () => {
    const { dialog, server } = await open(() => json(429, { code: 'err_too_many_attempts', message: 'Too many', retryAfter: 60 }));
    fireEvent.click(dialog.getByRole('radio', { name: mnGuide.feedback.categories.other }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Дахиад нэг санал' } });
    fireEvent.click(dialog.getByRole('radio', { name: '5-аас 2' }));
    fireEvent.click(dialog.getByRole('button', { name: mnGuide.feedback.send }));
    await waitFor(() => expect(server.called('POST', '/api/feedback')).toHaveLength(1));
    await waitFor(() => expect(dialog.getByRole('button', { name: mnGuide.feedback.send }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(dialog.getByText(mnGuide.feedback.tooMany.replace('{{limit}}', '10'))).toBeTruthy();
    expect((dialog.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Дахиад нэг санал');
  });

  it('speaks English, every category included', async () => {
    const { dialog } = await open(undefined, 'en');
    for (const label of Object.values(enGuide.feedback.categories)) expect(dialog.getByRole('radio', { name: label })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: '5 of 5' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: enGuide.feedback.send }));
    expect(await dialog.findByText(enGuide.feedback.errors.category)).toBeTruthy();
  });
});

describe('feedback rules', () => {
  const valid = { category: 'appreciation' as const, details: 'Сайн', rating: 5 };
  it('accepts a whole draft and names each missing part', () => {
    expect(feedbackProblems(valid)).toEqual({});
    expect(feedbackProblems(EMPTY_FEEDBACK)).toEqual({ category: 'category', details: 'details', rating: 'rating' });
  });
  it('measures the details after trimming and allows exactly the limit', () => {
    expect(feedbackProblems({ ...valid, details: ` ${'я'.repeat(FEEDBACK_DETAILS_MAX)} ` })).toEqual({});
    expect(feedbackProblems({ ...valid, details: 'я'.repeat(FEEDBACK_DETAILS_MAX + 1) })).toEqual({ details: 'detailsTooLong' });
  });
  it('takes only a whole rating from 1 to 5', () => {
    for (const rating of [1, 3, 5]) expect(feedbackProblems({ ...valid, rating })).toEqual({});
    for (const rating of [0, 6, 2.5, Number.NaN]) expect(feedbackProblems({ ...valid, rating })).toEqual({ rating: 'rating' });
  });
});
