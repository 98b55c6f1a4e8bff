// Every namespace in both languages, imported statically. For types and tests only: the console
// bundles the core namespaces (i18n.ts) and fetches feature namespaces with their routes.
import mnCommon from '../../locales/mn/common.json';
import mnErrors from '../../locales/mn/errors.json';
import mnMenu from '../../locales/mn/menu.json';
import mnAuth from '../../locales/mn/auth.json';
import mnList from '../../locales/mn/list.json';
import mnUsers from '../../locales/mn/users.json';
import mnInteractions from '../../locales/mn/interactions.json';
import mnHistory from '../../locales/mn/history.json';
import mnSettings from '../../locales/mn/settings.json';
import mnServicerate from '../../locales/mn/servicerate.json';
import mnContacts from '../../locales/mn/contacts.json';
import mnOnboarding from '../../locales/mn/onboarding.json';
import mnAdmin from '../../locales/mn/admin.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enMenu from '../../locales/en/menu.json';
import enAuth from '../../locales/en/auth.json';
import enList from '../../locales/en/list.json';
import enUsers from '../../locales/en/users.json';
import enInteractions from '../../locales/en/interactions.json';
import enHistory from '../../locales/en/history.json';
import enSettings from '../../locales/en/settings.json';
import enServicerate from '../../locales/en/servicerate.json';
import enContacts from '../../locales/en/contacts.json';
import enOnboarding from '../../locales/en/onboarding.json';
import enAdmin from '../../locales/en/admin.json';
import mnIssues from '../../locales/mn/issues.json';
import enIssues from '../../locales/en/issues.json';
import mnCompany from '../../locales/mn/company.json';
import enCompany from '../../locales/en/company.json';
import mnGuide from '../../locales/mn/guide.json';
import enGuide from '../../locales/en/guide.json';
import mnAudit from '../../locales/mn/audit.json';
import enAudit from '../../locales/en/audit.json';
import mnBilling from '../../locales/mn/billing.json';
import enBilling from '../../locales/en/billing.json';
import mnMonitoring from '../../locales/mn/monitoring.json';
import enMonitoring from '../../locales/en/monitoring.json';
import mnReports from '../../locales/mn/reports.json';
import enReports from '../../locales/en/reports.json';
import mnAgents from '../../locales/mn/agents.json';
import enAgents from '../../locales/en/agents.json';
import mnFlows from '../../locales/mn/flows.json';
import enFlows from '../../locales/en/flows.json';
import mnKnowledge from '../../locales/mn/knowledge.json';
import enKnowledge from '../../locales/en/knowledge.json';
import mnEmail from '../../locales/mn/email.json';
import enEmail from '../../locales/en/email.json';
import mnChannels from '../../locales/mn/channels.json';
import enChannels from '../../locales/en/channels.json';
import mnCalls from '../../locales/mn/calls.json';
import enCalls from '../../locales/en/calls.json';

export const allResources = {
  mn: {
    common: mnCommon,
    errors: mnErrors,
    menu: mnMenu,
    auth: mnAuth,
    list: mnList,
    users: mnUsers,
    interactions: mnInteractions,
    history: mnHistory,
    settings: mnSettings,
    servicerate: mnServicerate,
    contacts: mnContacts,
    onboarding: mnOnboarding,
    admin: mnAdmin,
    issues: mnIssues,
    company: mnCompany,
    guide: mnGuide,
    audit: mnAudit,
    monitoring: mnMonitoring,
    reports: mnReports,
    flows: mnFlows,
    knowledge: mnKnowledge,
    email: mnEmail,
    channels: mnChannels,
    agents: mnAgents,
    calls: mnCalls,
    billing: mnBilling,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    menu: enMenu,
    auth: enAuth,
    list: enList,
    users: enUsers,
    interactions: enInteractions,
    history: enHistory,
    settings: enSettings,
    servicerate: enServicerate,
    contacts: enContacts,
    onboarding: enOnboarding,
    admin: enAdmin,
    issues: enIssues,
    company: enCompany,
    guide: enGuide,
    audit: enAudit,
    monitoring: enMonitoring,
    reports: enReports,
    flows: enFlows,
    knowledge: enKnowledge,
    email: enEmail,
    channels: enChannels,
    agents: enAgents,
    calls: enCalls,
    billing: enBilling,
  },
} as const;
