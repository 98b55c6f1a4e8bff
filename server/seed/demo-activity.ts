import { and, eq, lt, sql } from 'drizzle-orm';
import type { App } from '../app';
import { interactions, webchats } from '../db/schema';
import { applyInteractionEvent } from '../domain/interactions/apply-event';
import { appendMessage } from '../domain/interactions/append-message';
import { createInteraction } from '../domain/interactions/create-interaction';
import { DEMO_WIDGET_KEY } from './demo';

const QUESTIONS = [
  'Захиалга маань хаана явна?',
  'Хүргэлт хэдэн өдөр вэ?',
  'Картаар төлж болох уу?',
  'Do you ship to Darkhan?',
  'Буцаалт хийх боломжтой юу?',
  'Is the store open today?',
];
const ANSWERS = ['Сайн байна уу! Шалгаад хэлье.', 'Ойлголоо, тусалъя.', 'Hello! Let me check that for you.'];

/**
 * DEMO_ACTIVITY=1 keeps the wall screen moving in the demo: every few seconds a visitor writes on
 * Demo LLC's web chat (routing offers it to whoever is online); chats that an agent holds get a
 * reply and, a minute or two later, are closed. Everything goes through the same domain calls and
 * publisher as real traffic, so the screen shows it as it would real work. Returns a stop function.
 */
export function startDemoActivity(app: App, everyMs = 8000): () => void {
  const db = app.db;
  let n = 0;
  const tick = async () => {
    const [chat] = await db
      .select({ companyId: webchats.companyId, channelId: webchats.channelId })
      .from(webchats)
      .where(eq(webchats.widgetKey, DEMO_WIDGET_KEY))
      .limit(1);
    if (!chat) return;
    const { companyId, channelId } = chat;
    n += 1;
    // A new visitor about two ticks in three.
    if (n % 3 !== 0) {
      const row = await createInteraction(db, { companyId, channelId });
      const body = QUESTIONS[n % QUESTIONS.length];
      const stored = await appendMessage(db, { companyId, interactionId: row.id, clientId: null, authorType: 'contact', authorUserId: null, body });
      await app.realtime.interactionChanged(row);
      void app.realtime.routeQueue(companyId);
      // The demo's virtual agent (when switched on) answers first, as on any channel.
      await app.virtualAgents.onCustomerMessage({ companyId, interactionId: row.id, seq: stored.message.seq, text: body, locale: 'mn' });
    }
    // Chats an agent holds: answered if not yet, closed once they are a couple of minutes old.
    const held = await db
      .select({ id: interactions.id, owner: interactions.ownerUserId, replied: interactions.firstResponseAt, createdAt: interactions.createdAt })
      .from(interactions)
      .where(
        and(
          eq(interactions.companyId, companyId),
          eq(interactions.status, 'open'),
          eq(interactions.stage, 'agent'),
          lt(interactions.createdAt, sql`now() - interval '20 seconds'`),
        ),
      )
      .limit(5);
    for (const h of held) {
      if (!h.owner) continue;
      if (!h.replied) {
        const stored = await appendMessage(db, {
          companyId,
          interactionId: h.id,
          clientId: null,
          authorType: 'user',
          authorUserId: h.owner,
          body: ANSWERS[h.id % ANSWERS.length],
        });
        app.realtime.publishMessage(stored);
      } else if (Date.now() - h.createdAt.getTime() > 90_000 + (h.id % 5) * 15_000) {
        const row = await applyInteractionEvent(db, companyId, h.id, { type: 'interaction.close', subject: 'Демо' }, h.owner);
        await app.realtime.interactionChanged(row, { visitor: true });
        void app.realtime.routeQueue(companyId);
      }
    }
  };
  const timer = setInterval(() => void tick().catch((err: unknown) => app.log.warn({ err }, 'demo activity failed')), everyMs);
  return () => clearInterval(timer);
}
