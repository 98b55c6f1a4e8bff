import { boot, safeStorage } from './boot';
import { socketTransport } from './chat/socket-transport';
import { readEmbed } from './config';

// Runs as the embed snippet's script: read the tag while it is still current, then boot.
const cfg = readEmbed(document);
if (cfg) {
  const start = () => void boot(cfg, { doc: document, transport: socketTransport(cfg.origin), fetch: window.fetch.bind(window), storage: safeStorage(window) });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
