import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent } from 'jssip/lib/UA';

export type PhoneStatus = 'registering' | 'ready' | 'failed';
export type CallState = 'ringing' | 'calling' | 'talking' | 'held' | 'ended';
export interface PhoneCall {
  direction: 'in' | 'out';
  remote: string;
  state: CallState;
  /** When the call was answered (ms), for the ticking duration. */
  answeredAt: number | null;
  muted: boolean;
}
export interface PhoneView {
  status: PhoneStatus;
  call: PhoneCall | null;
}

/**
 * The console's SIP phone (JsSIP over WebSocket): registers with the credentials our server issued
 * and keeps one call at a time; every change goes to `onChange` as a plain view for React.
 */
export function createSipPhone(opts: { wsUrl: string; sipUser: string; password: string; realm: string; onChange: (v: PhoneView) => void; audio: HTMLAudioElement }) {
  const host = new URL(opts.wsUrl).hostname;
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(opts.wsUrl)],
    uri: `sip:${opts.sipUser}@${host}`,
    password: opts.password,
    authorization_user: opts.sipUser,
    realm: opts.realm,
    register: true,
    session_timers: false,
  });
  let view: PhoneView = { status: 'registering', call: null };
  let session: RTCSession | null = null;
  const set = (patch: Partial<PhoneView>) => {
    view = { ...view, ...patch };
    opts.onChange(view);
  };
  const setCall = (patch: Partial<PhoneCall>) => view.call && set({ call: { ...view.call, ...patch } });
  const attach = (s: RTCSession) => {
    session = s;
    s.on('peerconnection', ({ peerconnection }) => {
      peerconnection.addEventListener('track', (e) => {
        opts.audio.srcObject = e.streams[0];
        void opts.audio.play().catch(() => {});
      });
    });
    s.on('confirmed', () => setCall({ state: 'talking', answeredAt: Date.now() }));
    s.on('hold', () => setCall({ state: 'held' }));
    s.on('unhold', () => setCall({ state: 'talking' }));
    s.on('muted', () => setCall({ muted: true }));
    s.on('unmuted', () => setCall({ muted: false }));
    const end = () => {
      session = null;
      setCall({ state: 'ended' });
    };
    s.on('ended', end);
    s.on('failed', end);
  };
  ua.on('registered', () => set({ status: 'ready' }));
  ua.on('registrationFailed', () => set({ status: 'failed' }));
  ua.on('newRTCSession', ({ session: s, originator }: RTCSessionEvent) => {
    if (originator !== 'remote') return;
    if (session) return void s.terminate({ status_code: 486 });
    attach(s);
    set({ call: { direction: 'in', remote: s.remote_identity.uri.user, state: 'ringing', answeredAt: null, muted: false } });
  });
  ua.start();
  const media = { mediaConstraints: { audio: true, video: false } };
  return {
    answer: () => session?.answer(media),
    decline: () => session?.terminate({ status_code: 603 }),
    hangup: () => session?.terminate(),
    toggleMute: () => (view.call?.muted ? session?.unmute() : session?.mute()),
    toggleHold: () => (view.call?.state === 'held' ? session?.unhold() : session?.hold()),
    // Another extension of the same company: its SIP user shares this one's company part.
    transfer: (extension: string) => session?.refer(`sip:${opts.sipUser.replace(/x\d+$/, '')}x${extension}@${host}`),
    dial(target: string) {
      if (session) return;
      const s = ua.call(target, media);
      attach(s);
      set({ call: { direction: 'out', remote: target.replace(/^sip:|@.*$/g, ''), state: 'calling', answeredAt: null, muted: false } });
    },
    clearEnded: () => view.call?.state === 'ended' && set({ call: null }),
    stop: () => ua.stop(),
  };
}
export type SipPhone = ReturnType<typeof createSipPhone>;
