import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_RANGE, formatDateText } from '../../../contracts/date-range';
import { DateRangePicker, type DateRangeValue } from '../../../src/components/date-range-picker';
import mn from '../../../locales/mn/list.json';
import en from '../../../locales/en/list.json';
import { renderUi } from './render-ui';

afterEach(cleanup);

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);
const NOW = d(2025, 6, 15, 9, 30);
const startOfDay = (date: Date) => d(date.getFullYear(), date.getMonth() + 1, date.getDate());
const T = mn.dateRange;

/** A screen that owns the value, shows what was saved, and can change it from outside. */
function Harness({ initial, saves }: { initial: DateRangeValue; saves: DateRangeValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateRangePicker
        value={value}
        now={() => NOW}
        onSave={(saved) => {
          saves.push(saved);
          setValue(saved);
        }}
      />
      <button type="button" onClick={() => setValue({ range: { start: d(2025, 1, 1), end: d(2025, 1, 31) }, preset: 'custom' })}>
        outside
      </button>
    </>
  );
}

async function openPicker(initial: DateRangeValue = { range: EMPTY_RANGE, preset: 'custom' }, lng: 'mn' | 'en' = 'mn') {
  const saves: DateRangeValue[] = [];
  await renderUi(<Harness initial={initial} saves={saves} />, lng);
  fireEvent.click(screen.getByRole('button', { expanded: false, name: (name) => name !== 'outside' }));
  const dialog = await screen.findByRole('dialog');
  return { dialog, saves };
}

const day = (date: Date) => screen.getByRole('button', { name: formatDateText(date) }) as HTMLButtonElement;
const startBox = () => screen.getByRole('textbox', { name: T.start }) as HTMLInputElement;
const endBox = () => screen.getByRole('textbox', { name: T.end }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: T.save }) as HTMLButtonElement;
const caption = () => screen.getByRole('grid').querySelector('caption')!.textContent;

describe('DateRangePicker: layout', () => {
  it('has the presets, a Monday-first month, month labels "N сар", years −5…+50 and the footer Болих / Хадгалах', async () => {
    const { dialog } = await openPicker();
    expect(within(dialog).getByRole('heading', { name: T.dialog })).toBeTruthy();
    const radios = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('.fui-Radio')?.textContent);
    expect(radios).toEqual([T.presets.last24h, T.presets.last7d, T.presets.last1m, T.presets.last3m, T.presets.last6m, T.presets.custom]);

    const grid = screen.getByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Да', 'Мя', 'Лх', 'Пү', 'Ба', 'Бя', 'Ня']);
    // June 2025 begins on a Sunday: its first week starts on Monday 26 May.
    const firstWeek = within(grid).getAllByRole('row')[1];
    expect(
      within(firstWeek)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['2025-05-26', '2025-05-27', '2025-05-28', '2025-05-29', '2025-05-30', '2025-05-31', '2025-06-01']);
    expect(caption()).toBe('2025 он, 6 сар');

    const months = within(screen.getByRole('combobox', { name: T.month }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1} сар`));
    const years = within(screen.getByRole('combobox', { name: T.year }))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    expect(years[0]).toBe(2020);
    expect(years.at(-1)).toBe(2075);
    expect(years).toHaveLength(56);

    expect(screen.getByRole('button', { name: 'Болих' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Хадгалах' })).toBeTruthy();
  });

  it('speaks English: month names, weekdays and Cancel / Save', async () => {
    await openPicker(undefined, 'en');
    const months = within(screen.getByRole('combobox', { name: en.dateRange.month }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months.slice(0, 2)).toEqual(['January', 'February']);
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')[0].textContent).toBe('Mo');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.dateRange.trigger, hidden: true })).toBeTruthy();
  });

  it('the month and year lists and the arrows change the shown month', async () => {
    await openPicker();
    fireEvent.change(screen.getByRole('combobox', { name: T.month }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: T.year }), { target: { value: '2030' } });
    expect(caption()).toBe('2030 он, 2 сар');
    expect(day(d(2030, 2, 28))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.nextMonth }));
    expect(caption()).toBe('2030 он, 3 сар');
    fireEvent.click(screen.getByRole('button', { name: T.previousMonth }));
    fireEvent.click(screen.getByRole('button', { name: T.previousMonth }));
    expect(caption()).toBe('2030 он, 1 сар');
  });
});

describe('DateRangePicker: clicks', () => {
  it('first click sets the start, a second the end, a third starts a new range', async () => {
    const { saves } = await openPicker();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(day(d(2025, 6, 10)));
    expect([startBox().value, endBox().value]).toEqual(['2025-06-10', '']);
    expect(day(d(2025, 6, 10)).getAttribute('aria-pressed')).toBe('true');
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(day(d(2025, 6, 12)));
    expect([startBox().value, endBox().value]).toEqual(['2025-06-10', '2025-06-12']);
    expect(
      day(d(2025, 6, 11))
        .closest('td')!
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      day(d(2025, 6, 13))
        .closest('td')!
        .getAttribute('aria-selected'),
    ).toBe('false');

    fireEvent.click(day(d(2025, 6, 20)));
    expect([startBox().value, endBox().value]).toEqual(['2025-06-20', '']);
    expect(day(d(2025, 6, 10)).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(day(d(2025, 6, 25)));
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([{ range: { start: d(2025, 6, 20), end: d(2025, 6, 25) }, preset: 'custom' }]);
    expect(screen.getByRole('button', { name: '2025-06-20 – 2025-06-25' })).toBeTruthy();
  });

  it('a second click earlier than the first swaps them', async () => {
    await openPicker();
    fireEvent.click(day(d(2025, 6, 10)));
    fireEvent.click(day(d(2025, 6, 3)));
    expect([startBox().value, endBox().value]).toEqual(['2025-06-03', '2025-06-10']);
  });

  it('a day of the next month shown in the grid selects it and brings its month into view', async () => {
    await openPicker();
    fireEvent.click(day(d(2025, 7, 2)));
    expect(startBox().value).toBe('2025-07-02');
    expect(caption()).toBe('2025 он, 7 сар');
  });
});

describe('DateRangePicker: presets', () => {
  it.each([
    ['last24h', d(2025, 6, 14, 9, 30)],
    ['last7d', d(2025, 6, 8, 9, 30)],
    ['last1m', d(2025, 5, 15, 9, 30)],
    ['last3m', d(2025, 3, 15, 9, 30)],
    ['last6m', d(2024, 12, 15, 9, 30)],
  ] as const)('%s sets start to the past point and end to now, and saves that', async (preset, start) => {
    const { saves } = await openPicker();
    fireEvent.click(screen.getByRole('radio', { name: T.presets[preset] }));
    expect([startBox().value, endBox().value]).toEqual([formatDateText(start), '2025-06-15']);
    // Read-only until Өөрөө сонгох: days disabled, boxes read-only.
    // The calendar shows the start's month.
    expect(day(startOfDay(start)).disabled).toBe(true);
    expect(day(startOfDay(start)).getAttribute('aria-pressed')).toBe('true');
    expect(startBox().readOnly).toBe(true);
    expect(caption()).toBe(`${start.getFullYear()} он, ${start.getMonth() + 1} сар`);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toEqual([{ range: { start, end: NOW }, preset }]));
    expect(screen.getByRole('button', { name: T.presets[preset] })).toBeTruthy();
  });

  it('custom after a preset enables the calendar again; the next click starts a new range', async () => {
    await openPicker();
    fireEvent.click(screen.getByRole('radio', { name: T.presets.last7d }));
    fireEvent.click(screen.getByRole('radio', { name: T.presets.custom }));
    expect(day(d(2025, 6, 15)).disabled).toBe(false);
    expect(startBox().readOnly).toBe(false);
    fireEvent.click(day(d(2025, 6, 1)));
    expect([startBox().value, endBox().value]).toEqual(['2025-06-01', '']);
  });
});

describe('DateRangePicker: typed dates', () => {
  it('accepts YYYY-M-D real dates and reverts anything else to the last valid date on blur', async () => {
    const { saves } = await openPicker();
    fireEvent.change(startBox(), { target: { value: '2025-6-3' } });
    fireEvent.blur(startBox());
    fireEvent.change(endBox(), { target: { value: '2025-6-9' } });
    fireEvent.keyDown(endBox(), { key: 'Enter' });
    expect(day(d(2025, 6, 3)).getAttribute('aria-pressed')).toBe('true');
    expect(day(d(2025, 6, 9)).getAttribute('aria-pressed')).toBe('true');

    for (const bad of ['2025-2-30', '2025/6/1', '25-6-1', '2025-06-001', 'абв']) {
      fireEvent.change(endBox(), { target: { value: bad } });
      expect(endBox().value).toBe(bad);
      fireEvent.blur(endBox());
      expect(endBox().value).toBe('2025-06-09');
    }
    fireEvent.blur(startBox());
    expect(startBox().value).toBe('2025-06-03');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves).toEqual([{ range: { start: d(2025, 6, 3), end: d(2025, 6, 9) }, preset: 'custom' }]));
  });

  it('a typed date in another month shows that month; a leap day is a real date', async () => {
    await openPicker();
    fireEvent.change(startBox(), { target: { value: '2024-2-29' } });
    fireEvent.blur(startBox());
    expect(caption()).toBe('2024 он, 2 сар');
    expect(day(d(2024, 2, 29)).getAttribute('aria-pressed')).toBe('true');
  });

  it('a typed end before the start swaps them', async () => {
    await openPicker();
    fireEvent.change(startBox(), { target: { value: '2025-6-10' } });
    fireEvent.change(endBox(), { target: { value: '2025-6-1' } });
    fireEvent.blur(endBox());
    expect([startBox().value, endBox().value]).toEqual(['2025-06-01', '2025-06-10']);
  });
});

describe('DateRangePicker: footer and outside changes', () => {
  it('Болих closes and puts back the range the picker opened with', async () => {
    const initial: DateRangeValue = { range: { start: d(2025, 5, 1), end: d(2025, 5, 31) }, preset: 'custom' };
    const saves: DateRangeValue[] = [];
    await renderUi(<Harness initial={initial} saves={saves} />);
    fireEvent.click(screen.getByRole('button', { name: '2025-05-01 – 2025-05-31' }));
    await screen.findByRole('dialog');
    expect(caption()).toBe('2025 он, 5 сар');
    fireEvent.click(day(d(2025, 5, 7)));
    fireEvent.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '2025-05-01 – 2025-05-31' }));
    await screen.findByRole('dialog');
    expect([startBox().value, endBox().value]).toEqual(['2025-05-01', '2025-05-31']);
  });

  it('Escape closes like Болих', async () => {
    const { dialog, saves } = await openPicker();
    fireEvent.click(day(d(2025, 6, 2)));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: T.trigger }));
    await screen.findByRole('dialog');
    expect(startBox().value).toBe('');
  });

  it('a value changed by the owner shows on the trigger and in the next opening', async () => {
    await renderUi(<Harness initial={{ range: EMPTY_RANGE, preset: 'custom' }} saves={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'outside' }));
    const trigger = await screen.findByRole('button', { name: '2025-01-01 – 2025-01-31' });
    fireEvent.click(trigger);
    await screen.findByRole('dialog');
    expect([startBox().value, endBox().value]).toEqual(['2025-01-01', '2025-01-31']);
    expect(caption()).toBe('2025 он, 1 сар');
  });
});

describe('DateRangePicker: keyboard', () => {
  it('opening puts the focus on the chosen preset, inside the focus trap, and the dialog stays reachable', async () => {
    await openPicker({ range: { start: d(2025, 6, 8, 9, 30), end: NOW }, preset: 'last7d' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: T.presets.last7d })));
    // Fluent hides a focus-trapped surface that never received focus; it must still be there later.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog').hasAttribute('aria-hidden')).toBe(false);
  });

  it('one tab stop in the grid; arrows, Home/End and PageUp/PageDown move it; Enter picks', async () => {
    await openPicker();
    const grid = screen.getByRole('grid');
    const stops = within(grid)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    // No range yet: today is the tab stop.
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual(['2025-06-15']);
    act(() => stops[0].focus());
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-16');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-23');
    press('Home');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-23'); // a Monday
    press('End');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-29');
    press('ArrowUp');
    press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-21');
    press('PageDown');
    expect(caption()).toBe('2025 он, 7 сар');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-07-21');
    // A native button: Enter and Space click it.
    fireEvent.click(document.activeElement!);
    press('PageUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2025-06-21');
    fireEvent.click(document.activeElement!);
    expect([startBox().value, endBox().value]).toEqual(['2025-06-21', '2025-07-21']);
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('the presets are one native radio group (the browser moves between them with the arrow keys)', async () => {
    await openPicker();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((r) => r.name === radios[0].name)).toBe(true);
    expect(radios.at(-1)!.checked).toBe(true); // custom
  });
});
