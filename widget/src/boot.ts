import { fetchAppearance } from './appearance';
import { ChatSession } from './chat/session';
import type { VisitorTransport } from './chat/transport';
import type { EmbedConfig } from './config';
import { STRINGS } from './text';
import { HOST_TAG, mountView, type WidgetView } from './ui/view';

export interface BootDeps {
  doc: Document;
  transport: VisitorTransport;
  fetch: typeof fetch;
  storage: Storage | null;
}

export interface Widget {
  session: ChatSession;
  view: WidgetView;
}

/** localStorage, or null where the page may not use it (sandboxed frames, blocked cookies). */
export function safeStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Paints the launcher from the public appearance, then connects: at once for a returning visitor
 * (an agent's reply must reach them), otherwise only when the panel is first opened.
 */
export async function boot(cfg: EmbedConfig, deps: BootDeps): Promise<Widget | null> {
  const { doc } = deps;
  // The snippet pasted twice (head and body) still makes one widget.
  const mounted = () => !!doc.querySelector(`${HOST_TAG}[data-widget-key="${cfg.widgetKey}"]`);
  if (mounted()) return null;
  const appearance = await fetchAppearance(deps.fetch, cfg.origin, cfg.widgetKey, cfg.locale);
  if (appearance === 'gone' || mounted()) return null;
  const session = new ChatSession({ widgetKey: cfg.widgetKey, locale: cfg.locale, transport: deps.transport, storage: deps.storage });
  const view = mountView(doc, session, STRINGS[cfg.locale], appearance);
  view.host.dataset.widgetKey = cfg.widgetKey;
  if (session.hasHistory) session.start();
  return { session, view };
}
