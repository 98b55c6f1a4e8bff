import { describe, expect, it } from 'vitest';
import { validateFlow } from '../../../machines/flow-validation';
import { graph } from './flow-fixture';

const codes = (g: ReturnType<typeof graph>) => validateFlow(g).map((i) => `${i.nodeId}:${i.code}`);

describe('flow validation', () => {
  it('passes a flow whose every node is reachable and can finish', () => {
    const g = graph(
      {
        s: ['start'],
        q: ['question', { text: 'Which?' }],
        b1: ['button', { label: 'A' }],
        b2: ['button', { label: 'B' }],
        ok: ['success'],
        r: ['response', { text: 'x', action: 'escalate' }],
      },
      ['s>q', 'q>b1', 'q>b2', 'b1>ok', 'b2>r'],
    );
    expect(validateFlow(g)).toEqual([]);
  });

  it('needs exactly one start', () => {
    expect(codes(graph({ ok: ['success'] }, []))).toEqual(['null:no_start']);
    expect(codes(graph({ s: ['start'], s2: ['start'], ok: ['success'] }, ['s>ok', 's2>ok']))).toEqual(['s2:many_starts']);
  });

  it('marks a node nothing leads to', () => {
    expect(codes(graph({ s: ['start'], ok: ['success'], lost: ['response', { text: 'never' }] }, ['s>ok', 'lost>ok']))).toEqual(['lost:unreachable']);
  });

  it('marks a question without an answer path', () => {
    expect(codes(graph({ s: ['start'], q: ['question', { text: '?' }] }, ['s>q']))).toEqual(['q:question_without_answer']);
  });

  it('marks a loop with no way out, and not a loop that has one', () => {
    const closed = graph({ s: ['start'], q: ['question', { text: '?' }], again: ['button', { label: 'again' }], r: ['response', { text: 'once more' }] }, [
      's>q',
      'q>again',
      'again>r',
      'r>q',
    ]);
    expect(codes(closed)).toEqual(['q:no_exit', 'again:no_exit', 'r:no_exit']);
    const open = graph(
      {
        s: ['start'],
        q: ['question', { text: '?' }],
        again: ['button', { label: 'again' }],
        done: ['button', { label: 'done' }],
        r: ['response', { text: 'once more' }],
        ok: ['success'],
      },
      ['s>q', 'q>again', 'again>r', 'r>q', 'q>done', 'done>ok'],
    );
    expect(validateFlow(open)).toEqual([]);
  });

  it('marks a dead end, an api node without an endpoint and a loose button', () => {
    const g = graph({ s: ['start'], a: ['api'], r: ['response', { text: 'hm' }], f: ['fail'], b: ['button', { label: 'x' }] }, ['s>a', 'a.success>r', 'a.fail>f', 'r>b']);
    expect(codes(g)).toEqual(['a:api_without_endpoint', 'r:no_exit', 'b:no_exit', 'b:button_outside_question']);
  });

  describe('subflow chains', () => {
    // A flow that runs flow `to` as a subflow and ends either way.
    const calls = (...to: number[]) =>
      graph(
        Object.fromEntries([['s', ['start']], ...to.map((id, i) => [`sub${i}`, ['subflow', { subflow_id: id }]]), ['ok', ['success']], ['ko', ['fail']]]),
        to.length ? ['s>sub0', ...to.flatMap((_, i) => [`sub${i}.success>${i + 1 < to.length ? `sub${i + 1}` : 'ok'}`, `sub${i}.fail>ko`])] : ['s>ok'],
      );
    const plain = calls();
    const check = (flowId: number, saved: Record<number, ReturnType<typeof graph>>) =>
      validateFlow(saved[flowId], { flowId, graphs: (id) => saved[id] }).map((i) => `${i.nodeId}:${i.code}`);

    it('refuses a flow that runs itself, or comes back to itself through others, marking the subflow node', () => {
      expect(check(1, { 1: calls(1) })).toEqual(['sub0:subflow_cycle']);
      expect(check(1, { 1: calls(2), 2: calls(3), 3: calls(1) })).toEqual(['sub0:subflow_cycle']);
    });

    it('refuses entering a loop further down the chain, and marks only the node that enters it', () => {
      expect(check(1, { 1: calls(4, 2), 2: calls(3), 3: calls(2), 4: plain })).toEqual(['sub1:subflow_cycle']);
    });

    it('passes a chain that ends, the same subflow used twice, and a subflow not saved yet (the runtime takes its fail branch)', () => {
      expect(check(1, { 1: calls(2, 3), 2: calls(3), 3: plain })).toEqual([]);
      expect(check(1, { 1: calls(2, 2), 2: plain })).toEqual([]);
      expect(check(1, { 1: calls(9) })).toEqual([]);
    });

    it('is not checked without the other flows (the canvas alone cannot see them)', () => {
      expect(validateFlow(calls(1)).map((i) => i.code)).not.toContain('subflow_cycle');
    });
  });
});
