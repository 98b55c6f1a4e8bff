import { eq, sql } from 'drizzle-orm';
import { MONITORING_SETTINGS_DEFAULT, type MonitoringSettings } from '../../../contracts';
import type { Db } from '../../db/client';
import { monitoringSettings } from '../../db/schema';

const columns = {
  service_level_seconds: monitoringSettings.serviceLevelSeconds,
  wait_warn_seconds: monitoringSettings.waitWarnSeconds,
  wait_alert_seconds: monitoringSettings.waitAlertSeconds,
  service_level_warn_pct: monitoringSettings.serviceLevelWarnPct,
  service_level_alert_pct: monitoringSettings.serviceLevelAlertPct,
  available_warn: monitoringSettings.availableWarn,
  available_alert: monitoringSettings.availableAlert,
};

/** The company's wall-screen settings; a company that never saved any has the defaults. */
export async function monitoringSettingsOf(db: Db, companyId: number): Promise<MonitoringSettings> {
  const [row] = await db.select(columns).from(monitoringSettings).where(eq(monitoringSettings.companyId, companyId)).limit(1);
  return row ?? { ...MONITORING_SETTINGS_DEFAULT };
}

export async function saveMonitoringSettings(db: Db, companyId: number, s: MonitoringSettings): Promise<MonitoringSettings> {
  const values = {
    serviceLevelSeconds: s.service_level_seconds,
    waitWarnSeconds: s.wait_warn_seconds,
    waitAlertSeconds: s.wait_alert_seconds,
    serviceLevelWarnPct: s.service_level_warn_pct,
    serviceLevelAlertPct: s.service_level_alert_pct,
    availableWarn: s.available_warn,
    availableAlert: s.available_alert,
  };
  await db
    .insert(monitoringSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: monitoringSettings.companyId, set: { ...values, updatedAt: sql`now()` } });
  return monitoringSettingsOf(db, companyId);
}
