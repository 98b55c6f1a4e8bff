import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../../contracts';
import { answerFlow, resumeFlow, startFlow } from '../../../machines/flow-runtime';
import { graph } from './flow-fixture';

const order = graph(
  {
    s: ['start'],
    hi: ['response', { text: 'Сайн байна уу!' }],
    q: ['question', { text: 'What do you need?' }],
    track: ['button', { label: 'Order status' }],
    human: ['button', { label: 'A person' }],
    num: ['question', { text: 'Your order number?', variable: 'order' }],
    api: ['api', { custom_api_id: 7, text: 'Order {{order}} is {{status}}.' }],
    ok: ['success', { text: 'Glad to help.' }],
    bad: ['fail', { text: 'Sorry, I could not check it.' }],
    esc: ['response', { text: 'Connecting you.', action: 'escalate' }],
  },
  ['s>hi', 'hi>q', 'q>track', 'q>human', 'track>num', 'num>api', 'api.success>ok', 'api.fail>bad', 'human>esc'],
);
const graphs = (map: Record<number, FlowGraph>) => (id: number) => map[id];

describe('flow runtime', () => {
  it('greets, asks with buttons and waits', () => {
    const step = startFlow(graphs({ 1: order }), 1);
    expect(step.replies).toEqual([
      { text: 'Сайн байна уу!' },
      {
        text: 'What do you need?',
        buttons: [
          { id: 'track', label: 'Order status' },
          { id: 'human', label: 'A person' },
        ],
      },
    ]);
    expect(step.run).toMatchObject({ flowId: 1, nodeId: 'q', waiting: 'answer' });
    expect(step.outcome).toBeUndefined();
  });

  it('takes a button by id, keeps a typed answer, calls the api and ends in success', () => {
    const g = graphs({ 1: order });
    const asked = answerFlow(g, startFlow(g, 1).run!, { buttonId: 'track' });
    expect(asked.replies).toEqual([{ text: 'Your order number?' }]);
    const calling = answerFlow(g, asked.run!, { text: ' A-1001 ' });
    expect(calling.effect).toEqual({ kind: 'api', customApiId: 7, vars: { order: 'A-1001' } });
    expect(calling.run).toMatchObject({ waiting: 'api', nodeId: 'api' });
    const done = resumeFlow(g, calling.run!, { ok: true, vars: { status: 'shipped' } });
    expect(done).toEqual({ replies: [{ text: 'Order A-1001 is shipped.' }, { text: 'Glad to help.' }], run: null, outcome: 'success' });
  });

  it('sends an api error down the fail branch', () => {
    const g = graphs({ 1: order });
    const calling = answerFlow(g, answerFlow(g, startFlow(g, 1).run!, { text: 'order status' }).run!, { text: '5' });
    expect(resumeFlow(g, calling.run!, { ok: false })).toEqual({ replies: [{ text: 'Sorry, I could not check it.' }], run: null, outcome: 'fail' });
  });

  it('matches a button by its number, and a response card action ends the run', () => {
    const g = graphs({ 1: order });
    expect(answerFlow(g, startFlow(g, 1).run!, { text: '2' })).toEqual({ replies: [{ text: 'Connecting you.' }], run: null, outcome: 'handover' });
  });

  it('asks again after an answer it does not know, then gives up in fail', () => {
    const g = graphs({ 1: order });
    const first = answerFlow(g, startFlow(g, 1).run!, { text: 'banana' });
    expect(first.replies[0].text).toBe('What do you need?');
    expect(first.run).toMatchObject({ nodeId: 'q', misses: 1 });
    expect(answerFlow(g, first.run!, { text: 'banana' })).toEqual({ replies: [], run: null, outcome: 'fail' });
  });

  it('runs a subflow and continues on its success branch, or its fail branch', () => {
    const sub = graph(
      { s: ['start'], q: ['question', { text: 'Sure?' }], y: ['button', { label: 'yes' }], n: ['button', { label: 'no' }], ok: ['success'], ko: ['fail'] },
      ['s>q', 'q>y', 'q>n', 'y>ok', 'n>ko'],
    );
    const main = graph(
      { s: ['start'], sf: ['subflow', { subflow_id: 2 }], ok: ['success', { text: 'Done.' }], r: ['response', { text: 'Issue made.', action: 'create_issue' }] },
      ['s>sf', 'sf.success>ok', 'sf.fail>r'],
    );
    const g = graphs({ 1: main, 2: sub });
    const started = startFlow(g, 1);
    expect(started.run).toMatchObject({ flowId: 2, rootFlowId: 1, stack: [{ flowId: 1, nodeId: 'sf' }] });
    expect(answerFlow(g, started.run!, { text: 'YES' })).toEqual({ replies: [{ text: 'Done.' }], run: null, outcome: 'success' });
    expect(answerFlow(g, started.run!, { buttonId: 'n' })).toEqual({
      replies: [{ text: 'Issue made.' }],
      run: null,
      outcome: 'issue',
      issue: { title: 'Issue made.', vars: {}, then: 'handover' },
    });
  });

  it('ends on a create-issue card with the issue to file: its text filled, the answers collected, and what follows', () => {
    const g = graphs({
      1: graph(
        {
          s: ['start'],
          q: ['question', { text: 'Order?', variable: 'order' }],
          r: ['response', { text: 'Return of {{order}}', action: 'create_issue', issue_then: 'close' }],
        },
        ['s>q', 'q>r'],
      ),
    });
    const asked = startFlow(g, 1);
    expect(answerFlow(g, asked.run!, { text: ' A-7 ' })).toEqual({
      replies: [{ text: 'Return of A-7' }],
      run: null,
      outcome: 'issue',
      issue: { title: 'Return of A-7', vars: { order: 'A-7' }, then: 'close' },
    });
  });

  it('ends a loop that never waits instead of spinning', () => {
    const spin = graph({ s: ['start'], a: ['response', { text: '' }], b: ['response', { text: '' }] }, ['s>a', 'a>b', 'b>a']);
    expect(startFlow(graphs({ 1: spin }), 1)).toEqual({ replies: [], run: null, outcome: 'fail' });
  });
});
