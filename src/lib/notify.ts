// Sound and desktop notifications for new conversations and messages. No asset file: the sound is
// a short WebAudio beep. Behind one object (like lib/page.ts) so tests swap it for a recorder.

export type NotificationState = NotificationPermission | 'unsupported';

export interface DesktopNotice {
  title: string;
  body?: string;
  /** Same tag replaces the previous notice instead of stacking (one per conversation). */
  tag?: string;
  onClick?: () => void;
}

let audio: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return undefined;
  audio ??= new Ctor();
  return audio;
}

/** A 150 ms 880 Hz tone with a soft attack and release (no click). Silent where audio is blocked. */
function beep(): void {
  const ctx = audioContext();
  if (!ctx) return;
  // Browsers start a context suspended until the page had a user gesture; resume may then work.
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const start = ctx.currentTime;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.15);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + 0.16);
}

function permission(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Ask on a user gesture (browsers ignore or penalise a request made without one). */
async function requestPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  // Unlock audio on the same gesture, so the first beep is heard.
  void audioContext()
    ?.resume()
    .catch(() => {});
  return Notification.requestPermission();
}

/** A desktop notification when permitted; otherwise nothing (the sound and the badge still tell). */
function show({ title, body, tag, onClick }: DesktopNotice): void {
  if (permission() !== 'granted') return;
  try {
    const notice = new Notification(title, { body, tag });
    notice.onclick = () => {
      window.focus();
      onClick?.();
      notice.close();
    };
  } catch {
    // Some platforms (Android Chrome) allow notifications only from a service worker.
  }
}

export const notifier = { beep, permission, requestPermission, show };
