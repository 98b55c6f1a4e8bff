import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { KNOWLEDGE_READ_PERMISSIONS, type Permission } from '../../contracts/permissions';
import type { AppConfig } from '../lib/config';
import { createGuardLoader } from './guard-loader';
import { ensureNamespaces, type FeatureNamespace } from '../lib/i18n-namespaces';
import { RootHydrateFallback, RootRoute, RouteErrorBoundary } from './routes/root-route';
import type { RouteHandle, TitleKey } from './routes/route-handle';

/**
 * Route-level code splitting: each layout and page is its own chunk, fetched with the route together
 * with the feature namespaces of its strings.
 */
const load =
  (importer: () => Promise<{ default: ComponentType }>, namespaces: readonly FeatureNamespace[] = []) =>
  async () => {
    const [module] = await Promise.all([importer(), ensureNamespaces(namespaces)]);
    return { Component: module.default };
  };

const placeholder = load(() => import('./routes/placeholder-route'));

function screen(path: string, titleKey: TitleKey, lazy = placeholder, permission?: Permission): RouteObject {
  return { path, lazy, handle: { titleKey, permission } satisfies RouteHandle };
}

function index(titleKey: TitleKey, lazy = placeholder): RouteObject {
  return { index: true, lazy, handle: { titleKey } satisfies RouteHandle };
}

const SETTINGS_SCREENS: [path: string, titleKey: TitleKey, lazy?: typeof placeholder, permission?: Permission][] = [
  ['audit_log', 'settings_items.audit_log', load(() => import('../features/audit-log/pages/audit-log-page'), ['audit', 'users'])],
  ['call_center', 'settings_items.call_center', load(() => import('../features/calls/pages/call-center-page'), ['calls', 'settings'])],
  ['channel_manage', 'settings_items.channel_manage', load(() => import('../features/settings/pages/channel-manage-page'), ['channels'])],
  ['contact_type', 'settings_items.contact_type', load(() => import('../features/contacts/pages/contact-types-page'), ['contacts'])],
  ['custom_api', 'settings_items.custom_api', load(() => import('../features/flows/pages/custom-apis-page'), ['flows'])],
  ['email', 'settings_items.email', load(() => import('../features/settings/pages/email-settings-page'), ['email'])],
  ['flow', 'settings_items.flow', load(() => import('../features/flows/pages/flows-page'), ['flows'])],
  ['flow/:flow', 'settings_items.flow_detail', load(() => import('../features/flows/pages/flow-canvas-page'), ['flows'])],
  ['flow/item/:id', 'settings_items.flow_item', load(() => import('../features/flows/pages/flow-item-page'), ['flows'])],
  ['interaction_tag', 'settings_items.interaction_tag', load(() => import('../features/settings/pages/interaction-tags-page'), ['settings'])],
  ['issue_name', 'settings_items.issue_name', load(() => import('../features/issues/pages/issue-reasons-page'), ['issues'])],
  ['issue_tag', 'settings_items.issue_tag', load(() => import('../features/issues/pages/issue-tags-page'), ['issues'])],
  ['issue_type', 'settings_items.issue_type', load(() => import('../features/issues/pages/issue-types-page'), ['issues'])],
  ['my_plan', 'settings_items.my_plan', load(() => import('../features/billing/pages/my-plan-page'), ['billing']), 'plan.view'],
  ['my_plan/purchase', 'settings_items.my_plan_purchase', load(() => import('../features/billing/pages/purchase-page'), ['billing']), 'plan.extend'],
  ['my_plan/invoice/:id', 'settings_items.my_plan_invoice', load(() => import('../features/billing/pages/invoice-page'), ['billing']), 'plan.view'],
  ['my_plan_archive', 'settings_items.my_plan_archive', load(() => import('../features/billing/pages/my-plan-archive-page'), ['billing']), 'plan.view'],
  ['our_company', 'settings_items.our_company', load(() => import('../features/company/pages/our-company-page'), ['company'])],
  ['saved_response', 'settings_items.saved_response', load(() => import('../features/settings/pages/saved-responses-page'), ['settings'])],
  ['social', 'settings_items.social', load(() => import('../features/settings/pages/social-page'), ['channels'])],
  ['user', 'settings_items.user', load(() => import('../features/users/pages/users-settings-page'), ['users'])],
  ['virtualagents', 'settings_items.virtualagents', load(() => import('../features/virtual-agents/pages/virtual-agents-page'), ['agents'])],
  ['web_chat', 'settings_items.web_chat', load(() => import('../features/settings/pages/web-chat-list-page'), ['settings'])],
  ['web_chat/add', 'settings_items.web_chat_add', load(() => import('../features/settings/pages/web-chat-edit-page'), ['settings'])],
  ['web_chat/edit/:id', 'settings_items.web_chat_edit', load(() => import('../features/settings/pages/web-chat-edit-page'), ['settings'])],
];

/** Every route of spec §2, grouped under its layout; the root route holds the guard. */
export function createAppRoutes(queryClient: QueryClient, config: AppConfig): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(queryClient, config),
      // The guard runs on every navigation, not only when the root first loads.
      shouldRevalidate: () => true,
      Component: RootRoute,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          lazy: load(() => import('./layouts/empty-layout')),
          children: [
            screen(
              'login',
              'login',
              load(() => import('../features/auth/pages/login-page')),
            ),
            screen(
              'servicerate',
              'servicerate',
              load(() => import('../features/service-rate/pages/service-rate-page'), ['servicerate']),
            ),
            // A kiosk's wall screen: /monitoring?screen=TOKEN lands here, with no session.
            screen(
              'monitoring/screen',
              'monitoring',
              load(() => import('../features/monitoring/pages/screen-page'), ['monitoring']),
            ),
          ],
        },
        {
          lazy: load(() => import('./layouts/onboarding-layout')),
          children: [
            {
              path: 'onboarding',
              children: [
                index(
                  'onboarding',
                  load(() => import('../features/onboarding/pages/onboarding-page'), ['onboarding']),
                ),
                screen(
                  'progress',
                  'onboarding_progress',
                  load(() => import('../features/onboarding/pages/progress-page'), ['onboarding']),
                ),
                screen(
                  'purchase',
                  'onboarding_purchase',
                  load(() => import('../features/billing/pages/onboarding-purchase-page'), ['billing', 'onboarding']),
                ),
              ],
            },
            screen(
              'onboardingSuccess',
              'onboarding_success',
              load(() => import('../features/onboarding/pages/success-page'), ['onboarding']),
            ),
          ],
        },
        {
          // One realtime connection across the signed-in layouts (see signed-in-layout.tsx).
          lazy: load(() => import('./layouts/signed-in-layout')),
          children: [
            {
              lazy: load(() => import('./layouts/guide-layout')),
              children: [
                screen(
                  'guide',
                  'guide',
                  load(() => import('../features/guide/pages/guide-page'), ['guide']),
                ),
              ],
            },
            {
              path: 'settings',
              lazy: load(() => import('./layouts/settings-layout')),
              handle: { titleKey: 'settings', permission: 'settings.view' } satisfies RouteHandle,
              children: [
                // Redirects in its loader; the empty component only keeps the router from warning.
                { index: true, loader: () => redirect('/settings/our_company'), Component: () => null },
                ...SETTINGS_SCREENS.map(([path, titleKey, lazy, permission]) => screen(path, titleKey, lazy, permission)),
              ],
            },
            {
              lazy: load(() => import('./layouts/default-layout')),
              children: [
                index(
                  'home',
                  load(() => import('../features/home/pages/home-page')),
                ),
                screen(
                  'contacts',
                  'contacts',
                  load(() => import('../features/contacts/pages/contacts-page'), ['contacts']),
                ),
                screen(
                  'contacts/:id',
                  'contact_detail',
                  load(() => import('../features/contacts/pages/contact-detail-page'), ['contacts', 'issues']),
                ),
                screen(
                  'control_panel',
                  'control_panel',
                  load(() => import('../features/reports/pages/control-panel-page'), ['reports']),
                  'dashboard.view',
                ),
                screen(
                  'guide/general',
                  'help',
                  load(() => import('../features/guide/pages/general-guide-page'), ['guide']),
                ),
                screen(
                  'interacts',
                  'interacts',
                  load(() => import('../features/interactions/pages/open-list-page'), ['interactions']),
                  'interaction.start',
                ),
                screen(
                  'interacts/hist',
                  'interacts_hist',
                  load(() => import('../features/interaction-history/pages/history-page'), ['history', 'interactions']),
                  'interaction.start',
                ),
                screen(
                  'interacts/live',
                  'interacts_live',
                  load(() => import('../features/interactions/pages/live-page'), ['interactions', 'email', 'calls']),
                  'interaction.start',
                ),
                screen(
                  'interacts/live/conversation/:id',
                  'conversation',
                  load(() => import('../features/interactions/pages/live-page'), ['interactions', 'email', 'calls']),
                  'interaction.start',
                ),
                screen(
                  'issues',
                  'issues',
                  load(() => import('../features/issues/pages/issues-page'), ['issues']),
                ),
                {
                  path: 'knowledge',
                  handle: { permission: KNOWLEDGE_READ_PERMISSIONS } satisfies Partial<RouteHandle>,
                  children: [
                    index(
                      'knowledge',
                      load(() => import('../features/knowledge/pages/knowledge-page'), ['knowledge']),
                    ),
                    screen(
                      ':id',
                      'knowledge_item',
                      load(() => import('../features/knowledge/pages/article-page'), ['knowledge']),
                    ),
                    screen(
                      'base',
                      'knowledge_base',
                      load(() => import('../features/knowledge/pages/folders-page'), ['knowledge']),
                    ),
                    screen(
                      'createNew',
                      'knowledge_new',
                      load(() => import('../features/knowledge/pages/article-page'), ['knowledge']),
                      'settings.edit',
                    ),
                    screen(
                      'qa',
                      'knowledge_qa',
                      load(() => import('../features/knowledge/pages/qa-page'), ['knowledge']),
                    ),
                  ],
                },
                screen(
                  'monitoring',
                  'monitoring',
                  load(() => import('../features/monitoring/pages/monitoring-page'), ['monitoring']),
                  'dashboard.view',
                ),
                screen(
                  'user',
                  'user',
                  load(() => import('../features/company/pages/profile-page'), ['company']),
                ),
                screen(
                  'admin',
                  'admin',
                  load(() => import('../features/admin/pages/admin-page'), ['admin', 'onboarding']),
                ),
              ],
            },
          ],
        },
        {
          lazy: load(() => import('./layouts/error-layout')),
          children: [{ path: '*', lazy: load(() => import('./routes/not-found-route')) }],
        },
      ],
    },
  ];
}
