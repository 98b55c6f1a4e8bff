/**
 * Click-to-call across features: a screen asks for a number to be dialled, and the softphone (the
 * calls feature, loaded only for people with call access) places the call. Nothing happens
 * without a softphone; `softphoneReady()` says whether one listens.
 */
const DIAL_EVENT = 'cc:dial';
let listeners = 0;

export function requestCall(number: string): void {
  window.dispatchEvent(new CustomEvent<string>(DIAL_EVENT, { detail: number }));
}

export const softphoneReady = () => listeners > 0;

export function onCallRequest(handler: (number: string) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<string>).detail);
  window.addEventListener(DIAL_EVENT, listener);
  listeners++;
  return () => {
    window.removeEventListener(DIAL_EVENT, listener);
    listeners--;
  };
}
