/** What the dashboard asks for: a period (ISO times, end exclusive) and its filters. */
export interface ReportParams {
  from: string;
  to: string;
  channel?: string;
  agent?: number;
  tag?: number;
}

export function reportSearch(p: ReportParams, extra: Record<string, string | number | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = { from: p.from, to: p.to };
  for (const [k, v] of Object.entries({ channel: p.channel, agent: p.agent, tag: p.tag, ...extra })) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}
