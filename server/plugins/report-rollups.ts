import fp from 'fastify-plugin';
import { refreshReportRollups } from '../domain/reports/rollup-refresh';

/** Hours recomputed per transaction, so a large backfill never holds the database for long. */
const HOURS_PER_PASS = 48;

/**
 * Keeps report_hours up to date (server/domain/reports/README.md): each tick recomputes the hours
 * the database triggers listed, a batch at a time until none is left; after an upgrade this is
 * the backfill. Across processes an advisory lock lets one refresh at a time.
 */
export default fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let closing = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while (!closing && (await refreshReportRollups(app.db, HOURS_PER_PASS)) > 0);
    } catch (err) {
      app.log.warn({ err }, 'report rollup refresh failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    // A report is exact whether or not its hours are refreshed; the refresh only makes it faster.
    if (!app.config.reportRefreshMs) return;
    timer = setInterval(() => void tick(), app.config.reportRefreshMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    while (running) await new Promise((r) => setTimeout(r, 20));
  });
});
