import fp from 'fastify-plugin';
import { createTelephony, type Telephony } from '../telephony/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The call-event link (null while calls are off: SIP=0). */
    telephony: Telephony | null;
    /** Whether a SIP server serves calls now (main.ts sets it after starting or finding one). */
    telephonyStatus: { on: boolean; detail: string };
  }
}

/** Calls (issue 26): the evapi link and its event lane, started with the server and stopped before it. */
export default fp(
  async (app) => {
    const s = app.config.telephony;
    app.decorate('telephonyStatus', { on: false, detail: s.enabled ? 'starting' : 'SIP=0' });
    const telephony = s.enabled
      ? createTelephony(s, { db: app.db, writer: app.messageWriter, realtime: () => app.realtime, log: app.log, databaseUrl: app.config.databaseUrl })
      : null;
    app.decorate('telephony', telephony);
    app.addHook('preClose', async () => {
      await telephony?.stop();
    });
  },
  { name: 'telephony', dependencies: [] },
);
