import type { Db } from '../../db/client';

/**
 * What answering needs from the knowledge and flow areas, named here so answering does not
 * depend on how they are built. The shapes are those of server/domain/knowledge/retrieve.ts and
 * server/domain/flows/run.ts.
 */
export interface RetrievalHit {
  kind: 'qa' | 'passage';
  id: number;
  text: string;
  answer: string;
  sourceTitle: string;
  sourceId: number;
  /** 0..1 */
  score: number;
}

export type Retrieve = (db: Db, companyId: number, query: string, opts: { limit?: number; agentUserId?: number }) => Promise<RetrievalHit[]>;

export interface BotReply {
  text: string;
  buttons?: { id: string; label: string }[];
}

export type FlowOutcome = 'success' | 'fail' | 'handover' | 'close' | 'issue';

export interface FlowRuntime {
  matchFlow(db: Db, q: { companyId: number; agentUserId: number; text: string }): Promise<number | null>;
  flowTurn(
    db: Db,
    q: { companyId: number; agentUserId: number; interactionId: number; run: unknown; input: { text?: string; buttonId?: string } },
  ): Promise<{ replies: BotReply[]; run: unknown; outcome?: FlowOutcome; issue?: { title: string; vars: Record<string, string>; then: 'handover' | 'close' } }>;
}

/** No flows yet: nothing matches, and a run (there can be none) ends at once. */
export const NO_FLOWS: FlowRuntime = {
  matchFlow: async () => null,
  flowTurn: async () => ({ replies: [], run: null, outcome: 'fail' }),
};

export interface CustomerMessage {
  companyId: number;
  interactionId: number;
  /** The stored customer message's sequence number: the bot's replies to it are keyed by it, so a retry never doubles them. */
  seq: number;
  text: string;
  /** A button the customer pressed in a flow question (web chat buttons, Viber keyboards, quick replies). */
  buttonId?: string;
  /** The customer's language (the widget's), mn by default. */
  locale?: string;
}

export interface VirtualAgents {
  /**
   * THE hook of every channel, called after a customer's message is stored and published: when a
   * virtual agent holds the conversation it answers (Q&A, else a matching flow, else knowledge
   * passages), or hands over to the human queue. Turns of one conversation run one after another.
   */
  onCustomerMessage(m: CustomerMessage): Promise<void>;
}
