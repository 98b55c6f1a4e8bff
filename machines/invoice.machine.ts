import { assign, createActor, setup } from 'xstate';
import type { InvoiceStatus } from '../contracts/billing.schema';

/**
 * One invoice (spec §4): created → paid → activated, or created → cancelled. Paying records how
 * and by whom (QPay, or a superadmin by hand); activation starts the period it pays for. A second
 * payment of the same invoice is refused, which keeps a replayed QPay callback from changing anything.
 */
export interface InvoiceContext {
  paidMethod: 'qpay' | 'manual' | null;
  paidBy: string | null;
  paidAt: string | null;
}

export type InvoiceEvent = { type: 'invoice.pay'; method: 'qpay' | 'manual'; by: string; at: string } | { type: 'invoice.activate' } | { type: 'invoice.cancel' };

export type InvoiceTag = 'payable' | 'settled';

export const invoiceMachine = setup({
  types: { context: {} as InvoiceContext, events: {} as InvoiceEvent, tags: {} as InvoiceTag },
  actions: {
    recordPayment: assign(({ event, context }) => (event.type === 'invoice.pay' ? { paidMethod: event.method, paidBy: event.by, paidAt: event.at } : context)),
  },
}).createMachine({
  id: 'invoice',
  context: { paidMethod: null, paidBy: null, paidAt: null },
  initial: 'created',
  states: {
    created: {
      tags: ['payable'],
      on: { 'invoice.pay': { target: 'paid', actions: 'recordPayment' }, 'invoice.cancel': 'cancelled' },
    },
    paid: { tags: ['settled'], on: { 'invoice.activate': 'activated' } },
    activated: { tags: ['settled'], type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** The snapshot of a stored invoice. */
export const restoreInvoice = (status: InvoiceStatus, context: InvoiceContext) => invoiceMachine.resolveState({ value: status, context });

/** The status after `events` from a stored one, or null when the machine refuses one. */
export function nextInvoiceStatus(status: InvoiceStatus, context: InvoiceContext, events: InvoiceEvent[]): InvoiceStatus | null {
  const actor = createActor(invoiceMachine, { snapshot: restoreInvoice(status, context) }).start();
  try {
    for (const event of events) {
      if (!actor.getSnapshot().can(event)) return null;
      actor.send(event);
    }
    return actor.getSnapshot().value as InvoiceStatus;
  } finally {
    actor.stop();
  }
}
