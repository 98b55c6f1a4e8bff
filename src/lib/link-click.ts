import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** A plain left click: anything else (new tab, new window, middle button) is left to the browser. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Click handlers for real links (`href` kept) that navigate inside the app on a plain click. */
export function useLinkNavigate() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
}
