import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_RANGE } from '../../../contracts/date-range';
import { dateRangeMachine, type DateRangeEmitted, type DateRangeInput } from '../../../machines/date-range.machine';

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);
const NOW = d(2025, 6, 15, 9, 0);

function open(input: DateRangeInput = {}) {
  const actor = createActor(dateRangeMachine, { input: { now: () => NOW, ...input } }).start();
  actor.send({ type: 'range.open' });
  return { actor, snap: () => actor.getSnapshot() };
}

describe('date-range machine: clicks', () => {
  it('opens in custom mode with clicking enabled when no preset was chosen', () => {
    const { snap } = open();
    expect(snap().value).toEqual({ open: 'custom' });
    expect(snap().hasTag('canPick')).toBe(true);
  });

  it('first click sets start, second sets end, third starts again; the text boxes follow', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.click', date: d(2025, 6, 10) });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 10), end: null });
    actor.send({ type: 'date.click', date: d(2025, 6, 12) });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 10), end: d(2025, 6, 12) });
    expect(snap().context.text).toEqual({ start: '2025-06-10', end: '2025-06-12' });
    actor.send({ type: 'date.click', date: d(2025, 6, 20) });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 20), end: null });
    expect(snap().context.text).toEqual({ start: '2025-06-20', end: '' });
  });

  it('swaps when the second click is earlier', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.click', date: d(2025, 6, 10) });
    actor.send({ type: 'date.click', date: d(2025, 6, 2) });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 2), end: d(2025, 6, 10) });
  });

  it('ignores clicks while closed', () => {
    const actor = createActor(dateRangeMachine, { input: {} }).start();
    expect(actor.getSnapshot().can({ type: 'date.click', date: NOW })).toBe(false);
  });
});

describe('date-range machine: presets', () => {
  it('a preset sets start to the past point and end to the injected now, read-only', () => {
    const { actor, snap } = open();
    actor.send({ type: 'preset.choose', preset: 'last7d' });
    expect(snap().value).toEqual({ open: 'preset' });
    expect(snap().context.preset).toBe('last7d');
    expect(snap().context.range).toEqual({ start: d(2025, 6, 8, 9, 0), end: NOW });
    expect(snap().context.text).toEqual({ start: '2025-06-08', end: '2025-06-15' });
    expect(snap().hasTag('canPick')).toBe(false);
    expect(snap().can({ type: 'date.click', date: d(2025, 6, 1) })).toBe(false);
    expect(snap().can({ type: 'date.type', field: 'start', text: '2025-6-1' })).toBe(false);
  });

  it.each([
    ['last24h', d(2025, 6, 14, 9, 0)],
    ['last1m', d(2025, 5, 15, 9, 0)],
    ['last3m', d(2025, 3, 15, 9, 0)],
    ['last6m', d(2024, 12, 15, 9, 0)],
  ] as const)('%s starts at %s', (preset, start) => {
    const { actor, snap } = open();
    actor.send({ type: 'preset.choose', preset });
    expect(snap().context.range).toEqual({ start, end: NOW });
  });

  it('custom keeps the range and enables clicking', () => {
    const { actor, snap } = open();
    actor.send({ type: 'preset.choose', preset: 'last7d' });
    actor.send({ type: 'preset.choose', preset: 'custom' });
    expect(snap().value).toEqual({ open: 'custom' });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 8, 9, 0), end: NOW });
    actor.send({ type: 'date.click', date: d(2025, 6, 1) });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 1), end: null });
  });
});

describe('date-range machine: typed dates', () => {
  it('a valid date moves the range on blur; an invalid one changes only the text', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.type', field: 'start', text: '2024-2-29' });
    actor.send({ type: 'date.blur' });
    expect(snap().context.range.start).toEqual(d(2024, 2, 29));
    actor.send({ type: 'date.type', field: 'start', text: '2025-2-29' });
    expect(snap().context.text.start).toBe('2025-2-29');
    expect(snap().context.range.start).toEqual(d(2024, 2, 29));
  });

  it('typing the end key by key never applies a prefix: 2026-11-2 on the way to 2026-11-27', () => {
    const { actor, snap } = open({ range: { start: d(2026, 11, 3), end: d(2026, 11, 10) } });
    let typed = '';
    for (const key of '2026-11-27') {
      typed += key;
      actor.send({ type: 'date.type', field: 'end', text: typed });
      expect(snap().context.range).toEqual({ start: d(2026, 11, 3), end: d(2026, 11, 10) });
    }
    actor.send({ type: 'date.blur' });
    expect(snap().context.range).toEqual({ start: d(2026, 11, 3), end: d(2026, 11, 27) });
    expect(snap().context.text).toEqual({ start: '2026-11-03', end: '2026-11-27' });
  });

  it('Save right after typing saves the typed date, never a prefix', () => {
    const { actor } = open({ range: { start: d(2026, 11, 3), end: null } });
    const saved: DateRangeEmitted[] = [];
    actor.on('range.saved', (e) => saved.push(e));
    for (const text of ['2026-11-2', '2026-11-27']) actor.send({ type: 'date.type', field: 'end', text });
    actor.send({ type: 'range.save' });
    expect(saved.map((e) => e.range)).toEqual([{ start: d(2026, 11, 3), end: d(2026, 11, 27) }]);
  });

  it('a blur in a preset keeps its moments (the boxes show only the day)', () => {
    const { actor, snap } = open();
    actor.send({ type: 'preset.choose', preset: 'last7d' });
    actor.send({ type: 'date.blur' });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 8, 9, 0), end: NOW });
  });

  it.each(['2025-2-30', '2025-13-1', '2025/1/1', '2025-1-1x'])('reverts %j to the last valid date on blur', (text) => {
    const { actor, snap } = open();
    actor.send({ type: 'date.type', field: 'end', text: '2025-1-5' });
    actor.send({ type: 'date.blur' });
    actor.send({ type: 'date.type', field: 'end', text });
    actor.send({ type: 'date.blur' });
    expect(snap().context.text.end).toBe('2025-01-05');
    expect(snap().context.range.end).toEqual(d(2025, 1, 5));
  });

  it('blur on a never-valid box empties it', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.type', field: 'start', text: '2025-1' });
    actor.send({ type: 'date.blur' });
    expect(snap().context.text.start).toBe('');
  });

  it('a typed end before the start swaps them, and blur shows the ordered pair', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.type', field: 'start', text: '2025-6-10' });
    actor.send({ type: 'date.type', field: 'end', text: '2025-6-1' });
    actor.send({ type: 'date.blur' });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 1), end: d(2025, 6, 10) });
    expect(snap().context.text).toEqual({ start: '2025-06-01', end: '2025-06-10' });
  });
});

describe('date-range machine: footer', () => {
  it('Хадгалах commits the range, emits it and closes; reopening shows it', () => {
    const { actor, snap } = open();
    const saved: DateRangeEmitted[] = [];
    actor.on('range.saved', (e) => saved.push(e));
    actor.send({ type: 'date.click', date: d(2025, 6, 1) });
    actor.send({ type: 'date.click', date: d(2025, 6, 5) });
    actor.send({ type: 'range.save' });
    const range = { start: d(2025, 6, 1), end: d(2025, 6, 5) };
    expect(snap().value).toBe('closed');
    expect(snap().context.committed).toEqual({ range, preset: 'custom' });
    expect(saved).toEqual([{ type: 'range.saved', range, preset: 'custom' }]);
    actor.send({ type: 'range.open' });
    expect(snap().context.range).toEqual(range);
  });

  it('refuses to save a half-chosen range', () => {
    const { actor, snap } = open();
    expect(snap().can({ type: 'range.save' })).toBe(false);
    actor.send({ type: 'date.click', date: d(2025, 6, 1) });
    actor.send({ type: 'range.save' });
    expect(snap().value).toEqual({ open: 'custom' });
  });

  it('Болих restores the range and preset the picker opened with', () => {
    const initial = { start: d(2025, 5, 1), end: d(2025, 5, 31) };
    const { actor, snap } = open({ range: initial });
    expect(snap().context.text).toEqual({ start: '2025-05-01', end: '2025-05-31' });
    actor.send({ type: 'date.click', date: d(2025, 6, 3) });
    actor.send({ type: 'preset.choose', preset: 'last24h' });
    actor.send({ type: 'range.cancel' });
    expect(snap().value).toBe('closed');
    expect(snap().context).toMatchObject({ range: initial, preset: 'custom', committed: { range: initial, preset: 'custom' } });
    expect(snap().context.text).toEqual({ start: '2025-05-01', end: '2025-05-31' });
  });

  it('a saved preset reopens read-only on that preset', () => {
    const { actor, snap } = open();
    actor.send({ type: 'preset.choose', preset: 'last3m' });
    actor.send({ type: 'range.save' });
    actor.send({ type: 'range.open' });
    expect(snap().value).toEqual({ open: 'preset' });
    expect(snap().context.preset).toBe('last3m');
  });
});

describe('date-range machine: set from outside', () => {
  it('range.set replaces the committed range while closed; the next open shows it', () => {
    const actor = createActor(dateRangeMachine, { input: { now: () => NOW } }).start();
    const range = { start: d(2025, 6, 1), end: d(2025, 6, 15, 9, 0) };
    actor.send({ type: 'range.set', range, preset: 'last1m' });
    expect(actor.getSnapshot().context.committed).toEqual({ range, preset: 'last1m' });
    actor.send({ type: 'range.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'preset' });
    expect(actor.getSnapshot().context.text).toEqual({ start: '2025-06-01', end: '2025-06-15' });
    actor.send({ type: 'range.cancel' });
    expect(actor.getSnapshot().context.range).toEqual(range);
  });

  it('is ignored while the picker is open, so it never overwrites what the user is editing', () => {
    const { actor, snap } = open();
    actor.send({ type: 'date.click', date: d(2025, 6, 3) });
    expect(snap().can({ type: 'range.set', range: EMPTY_RANGE, preset: 'custom' })).toBe(false);
    actor.send({ type: 'range.set', range: EMPTY_RANGE, preset: 'custom' });
    expect(snap().context.range).toEqual({ start: d(2025, 6, 3), end: null });
  });
});
