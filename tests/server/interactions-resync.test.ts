// Why: issue 22 §2 against the real server: what the server pushed while a console's link was down
// (`interaction.changed` to no socket of theirs) is recovered when the link comes back, because the console's
// realtime feed fetches its interaction lists again; the same code paths the console runs.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { BehaviorSubject, Subject } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMESPACE, SOCKET_EVENT, ServerMessageSchema, type InteractionListItem, type ServerMessage } from '../../contracts';
import { createInteraction } from '../../server/domain/interactions/create-interaction';
import { HANDLED_EVENTS, applyInteractionMessage, resyncInteractions } from '../../src/features/interactions/realtime/interaction-event-table';
import { interactionKeys, listInteractions, type InteractionListParams } from '../../src/lib/api/interactions';
import { createHttp } from '../../src/lib/http';
import { events$, reconnected$ } from '../../streams/events';
import type { RealtimeTransport, TransportStatus } from '../../streams/transport';
import { eq } from 'drizzle-orm';
import { interactions } from '../../server/db/schema';
import { build, consoleSocket, makeCompany, signIn, until } from './helper';

let t: Awaited<ReturnType<typeof build>>;
let origin: string;
beforeAll(async () => {
  t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const OPEN: InteractionListParams = { status: 'open', scope: 'all', page: 1, size: 50 };

describe('interaction lists after a reconnect', () => {
  it('show what changed while the link was down', async () => {
    const co = await makeCompany(t.db);
    const { id } = await createInteraction(t.db, { companyId: co.id });
    const cookie = await signIn(t.app, co.emails.agent);

    // The console's HTTP client and socket, as the agent's tab.
    const http = createHttp({
      baseUrl: () => origin,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', cookie);
        return fetch(request);
      },
    });
    const { socket } = await consoleSocket(origin + AGENT_NAMESPACE, cookie);
    const status$ = new BehaviorSubject<TransportStatus>('connected');
    const messages$ = new Subject<ServerMessage>();
    socket.on(SOCKET_EVENT, (raw: unknown) => messages$.next(ServerMessageSchema.parse(raw)));
    socket.on('connect', () => status$.next('connected'));
    socket.on('disconnect', () => status$.next('disconnected'));
    const transport: RealtimeTransport = { connect() {}, disconnect() {}, send: (m) => socket.emit(SOCKET_EVENT, m), messages$, status$ };

    // Routed to the agent, who is online, before the screen first asks: on PostgreSQL the first
    // fetch could otherwise answer from before the routing, whose push came earlier still.
    for (let tries = 0; ; tries++) {
      const [row] = await t.db.select({ owner: interactions.ownerUserId }).from(interactions).where(eq(interactions.id, id));
      if (row.owner === co.ids.agent) break;
      if (tries > 500) throw new Error('the conversation was not routed to the agent');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    // The queue on screen, and the realtime effect's two subscriptions.
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, { queryKey: interactionKeys.list(OPEN), queryFn: ({ signal }) => listInteractions(OPEN, http, signal) });
    const shown = () => observer.getCurrentResult().data?.items.find((i: InteractionListItem) => i.id === id);
    const watching = observer.subscribe(() => {});
    const feed = events$(transport, ...HANDLED_EVENTS).subscribe((msg) => applyInteractionMessage(queryClient, msg, { meId: co.ids.agent }));
    const resync = reconnected$(transport).subscribe(() => resyncInteractions(queryClient, []));
    try {
      await until(() => shown()?.owner_user_id === co.ids.agent, 'the conversation on screen');

      // The link drops; meanwhile the conversation is closed (from another of the agent's tabs).
      socket.disconnect();
      await until(() => status$.value === 'disconnected', 'the link down');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/interactions/${id}/events`,
        headers: { cookie },
        payload: { type: 'interaction.close', subject: 'Шийдэгдсэн' },
      });
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Pushed to nobody: the screen still shows it open.
      expect(shown()).toMatchObject({ status: 'open' });

      socket.connect();
      await until(() => observer.getCurrentResult().data && !shown(), 'the list fetched again after the reconnect', 5_000);
      expect(observer.getCurrentResult().data?.items.map((i: InteractionListItem) => i.id)).not.toContain(id);
    } finally {
      feed.unsubscribe();
      resync.unsubscribe();
      watching();
      socket.disconnect();
      queryClient.clear();
    }
  });
});
