import { assign, emit, setup } from 'xstate';
import { EMPTY_RANGE, applyClick, formatDateText, orderRange, parseDateText, presetRange, type DatePreset, type DateRange } from '../contracts/date-range';

/**
 * The date-range picker (spec §4, §5, §9). While open it edits a working `range`; the footer's
 * Хадгалах (`range.save`) copies it to `committed` and emits `range.saved`, Болих (`range.cancel`)
 * puts back the committed range, which is the one the picker opened with. A preset fills the range
 * and leaves the calendar read-only; `custom` is what enables clicking and typing dates.
 */
export type DateField = 'start' | 'end';

export interface DateRangeInput {
  range?: DateRange;
  preset?: DatePreset;
  /** Injected so presets are deterministic in tests. */
  now?: () => Date;
}

export interface DateRangeContext {
  range: DateRange;
  preset: DatePreset;
  /** What the two text boxes show; applied to the range only on blur, Enter or Save (spec §5). */
  text: Record<DateField, string>;
  committed: { range: DateRange; preset: DatePreset };
  now: () => Date;
}

export type DateRangeEvent =
  | { type: 'range.open' }
  | { type: 'preset.choose'; preset: DatePreset }
  | { type: 'date.click'; date: Date }
  | { type: 'date.type'; field: DateField; text: string }
  | { type: 'date.blur' }
  | { type: 'range.cancel' }
  | { type: 'range.save' }
  /** The owner changed the value from outside (a filter chip, a reset): only while closed. */
  | { type: 'range.set'; range: DateRange; preset: DatePreset };

export type DateRangeEmitted = { type: 'range.saved'; range: DateRange; preset: DatePreset };

export type DateRangeTag = 'canPick';

const textOf = (range: DateRange) => ({ start: formatDateText(range.start), end: formatDateText(range.end) });

/**
 * The range with each box's typed date applied, where it names a real date and was changed; the
 * rest keep the last valid date. Only on blur, Enter or Save: while typing the end 2026-11-27 the
 * box passes through 2026-11-2, itself a complete date, which must not move the range.
 */
function typedRange({ range, text }: Pick<DateRangeContext, 'range' | 'text'>): DateRange {
  const pick = (field: DateField) => {
    // An untouched box keeps its date, with a preset's time of day.
    if (text[field] === formatDateText(range[field])) return range[field];
    return parseDateText(text[field]) ?? range[field];
  };
  const start = pick('start');
  const end = pick('end');
  return start && end ? orderRange(start, end) : { start, end };
}

export const dateRangeMachine = setup({
  types: {
    context: {} as DateRangeContext,
    events: {} as DateRangeEvent,
    input: {} as DateRangeInput,
    emitted: {} as DateRangeEmitted,
    tags: {} as DateRangeTag,
  },
  guards: {
    committedIsCustom: ({ context }) => context.committed.preset === 'custom',
    choosesCustom: ({ event }) => event.type === 'preset.choose' && event.preset === 'custom',
    isComplete: ({ context }) => {
      const range = typedRange(context);
      return range.start !== null && range.end !== null;
    },
  },
  actions: {
    loadCommitted: assign(({ context }) => ({
      range: context.committed.range,
      preset: context.committed.preset,
      text: textOf(context.committed.range),
    })),
    applyPreset: assign(({ context, event }) => {
      if (event.type !== 'preset.choose') return {};
      const range = presetRange(event.preset, context.now()) ?? context.range;
      return { range, preset: event.preset, text: textOf(range) };
    }),
    chooseCustom: assign({ preset: 'custom' as const }),
    click: assign(({ context, event }) => {
      if (event.type !== 'date.click') return {};
      const range = applyClick(context.range, event.date);
      return { range, text: textOf(range) };
    }),
    type: assign(({ context, event }) => (event.type === 'date.type' ? { text: { ...context.text, [event.field]: event.text } } : {})),
    // Spec §5: on blur (or Enter) a real typed date applies; otherwise the box shows the last valid
    // date again. Either way the boxes read YYYY-MM-DD afterwards.
    applyText: assign(({ context }) => {
      const range = typedRange(context);
      return { range, text: textOf(range) };
    }),
    commit: assign({ committed: ({ context }) => ({ range: context.range, preset: context.preset }) }),
    set: assign(({ event }) => {
      if (event.type !== 'range.set') return {};
      const { range, preset } = event;
      return { range, preset, text: textOf(range), committed: { range, preset } };
    }),
    emitSaved: emit(({ context }) => ({ type: 'range.saved' as const, range: context.range, preset: context.preset })),
  },
}).createMachine({
  id: 'dateRange',
  context: ({ input }) => {
    const range = input.range ?? EMPTY_RANGE;
    const preset = input.preset ?? 'custom';
    return { range, preset, text: textOf(range), committed: { range, preset }, now: input.now ?? (() => new Date()) };
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'range.set': { actions: 'set' },
        'range.open': [
          { guard: 'committedIsCustom', target: 'open.custom', actions: 'loadCommitted' },
          { target: 'open.preset', actions: 'loadCommitted' },
        ],
      },
    },
    open: {
      initial: 'custom',
      on: {
        'preset.choose': [
          { guard: 'choosesCustom', target: '.custom', actions: 'chooseCustom' },
          { target: '.preset', actions: 'applyPreset' },
        ],
        'date.blur': { actions: 'applyText' },
        'range.cancel': { target: 'closed', actions: 'loadCommitted' },
        'range.save': { guard: 'isComplete', target: 'closed', actions: ['applyText', 'commit', 'emitSaved'] },
      },
      states: {
        custom: {
          tags: ['canPick'],
          on: { 'date.click': { actions: 'click' }, 'date.type': { actions: 'type' } },
        },
        // Read-only calendar showing the preset's range until `custom` is chosen.
        preset: {},
      },
    },
  },
});
