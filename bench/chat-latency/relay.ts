// The baseline for bench/chat-latency: a bare socket.io relay speaking the same messages as the real
// server (visitor → assigned agent and back, read marks and typing both ways), with no database,
// no auth and no machines.
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { logCollections } from './gc-log';
import { heapReporter, loopReporter, split, type BenchCompany, type ChildMessage, type ParentMessage } from './protocol';

logCollections('relay');
const shape = JSON.parse(process.env.BENCH_SHAPE!) as Parameters<typeof split>[0];
const send = (m: ChildMessage) => process.send!(m);
const http = createServer();
const io = new Server(http, { serveClient: false });

const parts = split(shape);
const agentsOf: Socket[][] = parts.map(() => []);
const nextAgent = parts.map(() => 0);
let nextId = 1;
const seqs = new Map<number, number>();
const visitorOf = new Map<number, Socket>();
const emit = (s: Socket | ReturnType<typeof io.to>, m: unknown) => s.emit('msg', m);

io.of('/agent').on('connection', (socket) => {
  const company = Number(socket.handshake.auth.company);
  agentsOf[company].push(socket);
  emit(socket, { type: 'hello', v: 1, user_id: 0, company_id: company });
  socket.on('msg', (m: { type: string; interaction_id: number; client_id?: string; body?: string; seq?: number; typing?: boolean }) => {
    if (m.type === 'interaction.subscribe') void socket.join(`i:${m.interaction_id}`);
    if (m.type === 'typing') {
      socket.to(`i:${m.interaction_id}`).emit('msg', { type: 'typing', interaction_id: m.interaction_id, who: 'user', user_id: 0, typing: m.typing });
      const v = visitorOf.get(m.interaction_id);
      if (v) emit(v, { type: 'typing', typing: m.typing, author_name: 'Agent' });
    }
    if (m.type === 'read') {
      // The agent's other tabs would hear of the mark (the bench has one tab each); not the sender.
      const v = visitorOf.get(m.interaction_id);
      if (v) emit(v, { type: 'read', seq: m.seq });
    }
    if (m.type === 'message.send') {
      const seq = (seqs.get(m.interaction_id) ?? 0) + 1;
      seqs.set(m.interaction_id, seq);
      // The agent follows the conversation: its message comes back stored, in place of an ack.
      emit(io.of('/agent').to(`i:${m.interaction_id}`), {
        type: 'message.created',
        message: { interaction_id: m.interaction_id, seq, client_id: m.client_id, author_type: 'user', author_user_id: 0, body: m.body, created_at: '', id: seq },
      });
      const v = visitorOf.get(m.interaction_id);
      if (v)
        emit(v, {
          type: 'message.created',
          interaction_id: m.interaction_id,
          message: { seq, client_id: m.client_id, author: 'user', author_name: 'Agent', body: m.body, created_at: '' },
        });
    }
  });
});

io.of('/visitor').on('connection', (socket) => {
  const company = Number(String(socket.handshake.auth.key).split(':')[1]);
  let interactionId = 0;
  emit(socket, { type: 'welcome', v: 1, token: 'relay', appearance: {}, conversation: null });
  socket.on('msg', (m: { type: string; client_id?: string; body?: string; seq?: number; typing?: boolean }) => {
    if (m.type === 'typing' && interactionId) {
      emit(io.of('/agent').to(`i:${interactionId}`), { type: 'typing', interaction_id: interactionId, who: 'contact', user_id: null, typing: m.typing });
      return;
    }
    if (m.type === 'read' && interactionId) {
      emit(io.of('/agent').to(`i:${interactionId}`), { type: 'interaction.read', interaction_id: interactionId, side: 'contact', seq: m.seq });
      return;
    }
    if (m.type !== 'message.send') return;
    if (!interactionId) {
      interactionId = nextId++;
      visitorOf.set(interactionId, socket);
      const agents = agentsOf[company];
      const agent = agents[nextAgent[company]++ % agents.length];
      emit(agent, { type: 'interaction.assigned', interaction: { id: interactionId } });
    }
    const seq = (seqs.get(interactionId) ?? 0) + 1;
    seqs.set(interactionId, seq);
    emit(socket, { type: 'message.ack', interaction_id: interactionId, client_id: m.client_id, seq });
    emit(io.of('/agent').to(`i:${interactionId}`), {
      type: 'message.created',
      message: { interaction_id: interactionId, seq, client_id: m.client_id, author_type: 'contact', author_user_id: null, body: m.body, created_at: '', id: seq },
    });
  });
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const companies: BenchCompany[] = parts.map((p, i) => ({
    origin: `http://c${i}.bench.local`,
    widgetKey: `relay:${i}`,
    agents: Array.from({ length: p.agents }, () => ({ company: i })),
  }));
  const reportHeap = heapReporter(send);
  const reportLoop = loopReporter(send);
  process.on('message', (m: ParentMessage) => {
    if (m.type === 'heap') reportHeap();
    if (m.type === 'loop') reportLoop(m.start);
    if (m.type === 'stop') {
      void io.close();
      process.exit(0);
    }
  });
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, companies });
});
