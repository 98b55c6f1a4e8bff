import type { Locale } from '../../contracts/constants';
import { i18n } from './i18n';

/**
 * Feature namespaces are fetched with the routes that use them (both languages at once, so a
 * language switch never waits), keeping them out of the first screen's bundle.
 */
const loaders = {
  users: { mn: () => import('../../locales/mn/users.json'), en: () => import('../../locales/en/users.json') },
  interactions: { mn: () => import('../../locales/mn/interactions.json'), en: () => import('../../locales/en/interactions.json') },
  history: { mn: () => import('../../locales/mn/history.json'), en: () => import('../../locales/en/history.json') },
  settings: { mn: () => import('../../locales/mn/settings.json'), en: () => import('../../locales/en/settings.json') },
  servicerate: { mn: () => import('../../locales/mn/servicerate.json'), en: () => import('../../locales/en/servicerate.json') },
  contacts: { mn: () => import('../../locales/mn/contacts.json'), en: () => import('../../locales/en/contacts.json') },
  onboarding: { mn: () => import('../../locales/mn/onboarding.json'), en: () => import('../../locales/en/onboarding.json') },
  admin: { mn: () => import('../../locales/mn/admin.json'), en: () => import('../../locales/en/admin.json') },
  issues: { mn: () => import('../../locales/mn/issues.json'), en: () => import('../../locales/en/issues.json') },
  company: { mn: () => import('../../locales/mn/company.json'), en: () => import('../../locales/en/company.json') },
  guide: { mn: () => import('../../locales/mn/guide.json'), en: () => import('../../locales/en/guide.json') },
  audit: { mn: () => import('../../locales/mn/audit.json'), en: () => import('../../locales/en/audit.json') },
  monitoring: { mn: () => import('../../locales/mn/monitoring.json'), en: () => import('../../locales/en/monitoring.json') },
  reports: { mn: () => import('../../locales/mn/reports.json'), en: () => import('../../locales/en/reports.json') },
  flows: { mn: () => import('../../locales/mn/flows.json'), en: () => import('../../locales/en/flows.json') },
  knowledge: { mn: () => import('../../locales/mn/knowledge.json'), en: () => import('../../locales/en/knowledge.json') },
  email: { mn: () => import('../../locales/mn/email.json'), en: () => import('../../locales/en/email.json') },
  channels: { mn: () => import('../../locales/mn/channels.json'), en: () => import('../../locales/en/channels.json') },
  agents: { mn: () => import('../../locales/mn/agents.json'), en: () => import('../../locales/en/agents.json') },
  calls: { mn: () => import('../../locales/mn/calls.json'), en: () => import('../../locales/en/calls.json') },
  billing: { mn: () => import('../../locales/mn/billing.json'), en: () => import('../../locales/en/billing.json') },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type FeatureNamespace = keyof typeof loaders;
export const FEATURE_NAMESPACES = Object.keys(loaders) as FeatureNamespace[];

const loaded = new Map<FeatureNamespace, Promise<void>>();

/** Resolves once every namespace given is in i18next in both languages. */
export function ensureNamespaces(namespaces: readonly FeatureNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((ns) => {
      let p = loaded.get(ns);
      if (!p) {
        p = Promise.all(
          (['mn', 'en'] as const).map(async (lng) => {
            const { default: bundle } = await loaders[ns][lng]();
            i18n.addResourceBundle(lng, ns, bundle, true, true);
          }),
        ).then(() => undefined);
        // A failed fetch (a new deployment, a dropped network) may be tried again by the next route.
        p.catch(() => loaded.delete(ns));
        loaded.set(ns, p);
      }
      return p;
    }),
  ).then(() => undefined);
}
