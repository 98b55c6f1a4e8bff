import { describe, expect, it } from 'vitest';
import { FLOW_CANVAS, FlowGraphSchema, type FlowGraph } from '../../../contracts';
import { layoutFlow, starterGraph } from '../../../machines/flow-layout';
import { validateFlow } from '../../../machines/flow-validation';
import { fromCanvas, toCanvas } from '../../../src/features/flows/components/canvas/graph-convert';
import { graph } from '../machines/flow-fixture';

describe('the canvas graph', () => {
  it('comes back from React Flow exactly as saved, fractions, anchors and edge types included', () => {
    const saved: FlowGraph = {
      nodes: [
        { id: 'a', type: 'start', x: -12.125, y: 3.5, width: 180, height: 60, data: {} },
        { id: 'b', type: 'api', x: 300.333, y: 0, width: 240, height: 90, data: { custom_api_id: 4, text: 'x {{y}}' } },
        { id: 'c', type: 'fail', x: 600, y: 200, width: 220, height: 72, data: { text: 'no' } },
      ],
      edges: [
        { id: 'e1', from: 'a', to: 'b', fromAnchor: 'out', toAnchor: 'in', type: 'vsmooth' },
        { id: 'e2', from: 'b', to: 'c', fromAnchor: 'fail', toAnchor: 'in', type: 'ortho' },
      ],
    };
    const { nodes, edges } = toCanvas(saved);
    // The canvas marks problems on its nodes; they are never saved.
    nodes[1].data.issues = ['no_exit'];
    expect(fromCanvas(nodes, edges)).toEqual(saved);
    expect(FlowGraphSchema.parse(fromCanvas(nodes, edges))).toEqual(saved);
  });

  it('lays a new flow out in columns from the start, spacing 40 and margin 10 (spec §9), nothing overlapping', () => {
    const g = layoutFlow(
      graph({ s: ['start'], q: ['question', { text: '?' }], a: ['button'], b: ['button'], ok: ['success'], lost: ['response'] }, ['s>q', 'q>a', 'q>b', 'a>ok', 'b>ok']),
    );
    const at = Object.fromEntries(g.nodes.map((n) => [n.id, n]));
    expect([at.s.x, at.s.y]).toEqual([FLOW_CANVAS.nodeMargin, FLOW_CANVAS.nodeMargin]);
    expect(at.q.x).toBeGreaterThan(at.s.x + at.s.width);
    expect(at.a.x).toBe(at.b.x);
    expect(at.b.y - (at.a.y + at.a.height)).toBe(FLOW_CANVAS.nodeSpacing);
    expect(at.lost.x).toBeGreaterThan(at.ok.x);
    const overlapping = g.nodes.flatMap((m) =>
      g.nodes.filter((n) => m !== n && !(m.x + m.width <= n.x || n.x + n.width <= m.x || m.y + m.height <= n.y || n.y + n.height <= m.y)).map((n) => `${m.id}/${n.id}`),
    );
    expect(overlapping).toEqual([]);
  });

  it('starts a new flow valid: a start joined to a success end', () => {
    expect(starterGraph().nodes.map((n) => n.type)).toEqual(['start', 'success']);
    expect(validateFlow(starterGraph())).toEqual([]);
  });
});
