import type { FastifyInstance } from 'fastify';
import { kamailioInstalled, startKamailio } from './launcher';

export const KAMAILIO_APT = 'apt-get install kamailio kamailio-websocket-modules kamailio-utils-modules kamailio-extra-modules kamailio-json-modules';

/**
 * `npm start`'s SIP server: Kamailio started beside ours on SIP_HOST when it is installed (SIP=0:
 * none; SIP_EXTERNAL=1: one already running with server/telephony/kamailio/kamailio.cfg). Answers
 * the start-up line saying whether calls are on, and how to stop what it started.
 */
export async function startCallServer(app: FastifyInstance, hookPort: number): Promise<{ line: string; stop: () => Promise<void> }> {
  const s = app.config.telephony;
  const none = async () => {};
  const off = (detail: string, line: string) => {
    app.telephonyStatus.on = false;
    app.telephonyStatus.detail = detail;
    return { line, stop: none };
  };
  if (!s.enabled) return off('SIP=0', 'Calls: off (SIP=0)');
  if (s.external) {
    app.telephonyStatus.on = true;
    app.telephonyStatus.detail = 'external';
    return { line: `Calls: on — SIP server at ${s.host}:${s.sipPort} (SIP_EXTERNAL=1), softphones register at ${s.wsUrl}`, stop: none };
  }
  if (!kamailioInstalled(s.kamailioBin)) return off('not_installed', `Calls: off — no call server (Kamailio is not installed: ${KAMAILIO_APT})`);
  try {
    const kamailio = await startKamailio(s, `http://127.0.0.1:${hookPort}/api/telephony/kamailio`, (line) => app.log.debug({ kamailio: line }));
    app.telephonyStatus.on = true;
    app.telephonyStatus.detail = 'started';
    return { line: `Calls: on — Kamailio on ${s.host}:${s.sipPort} (UDP/TCP), softphones register at ${s.wsUrl}`, stop: kamailio.stop };
  } catch (err) {
    app.log.error({ err }, 'kamailio did not start');
    return off('failed', `Calls: off — Kamailio did not start (${String((err as Error).message).split('\n')[0]}); SIP=0 hides this line`);
  }
}
