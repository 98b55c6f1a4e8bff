import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import type { Permission } from '../../contracts/permissions';
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

const SETTINGS_SCREENS: [path: string, titleKey: TitleKey, lazy?: typeof placeholder][] = [
  ['audit_log', 'settings_items.audit_log', load(() => import('../features/audit-log/pages/audit-log-page'), ['audit', 'users'])],
  ['call_center', 'settings_items.call_center'],
  ['channel_manage', 'settings_items.channel_manage'],
  ['contact_type', 'settings_items.contact_type', load(() => import('../features/contacts/pages/contact-types-page'), ['contacts'])],
  ['custom_api', 'settings_items.custom_api'],
  ['email', 'settings_items.email'],
  ['flow', 'settings_items.flow'],
  ['flow/:flow', 'settings_items.flow_detail'],
  ['flow/item/:id', 'settings_items.flow_item'],
  ['interaction_tag', 'settings_items.interaction_tag', load(() => import('../features/settings/pages/interaction-tags-page'), ['settings'])],
  ['issue_name', 'settings_items.issue_name', load(() => import('../features/issues/pages/issue-reasons-page'), ['issues'])],
  ['issue_tag', 'settings_items.issue_tag', load(() => import('../features/issues/pages/issue-tags-page'), ['issues'])],
  ['issue_type', 'settings_items.issue_type', load(() => import('../features/issues/pages/issue-types-page'), ['issues'])],
  ['my_plan', 'settings_items.my_plan'],
  ['my_plan_archive', 'settings_items.my_plan_archive'],
  ['our_company', 'settings_items.our_company', load(() => import('../features/company/pages/our-company-page'), ['company'])],
  ['saved_response', 'settings_items.saved_response', load(() => import('../features/settings/pages/saved-responses-page'), ['settings'])],
  ['social', 'settings_items.social'],
  ['user', 'settings_items.user', load(() => import('../features/users/pages/users-settings-page'), ['users'])],
  ['virtualagents', 'settings_items.virtualagents'],
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
                  load(() => import('../features/onboarding/pages/purchase-page'), ['onboarding']),
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
                ...SETTINGS_SCREENS.map(([path, titleKey, lazy]) => screen(path, titleKey, lazy)),
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
                  load(() => import('../features/interactions/pages/live-page'), ['interactions']),
                  'interaction.start',
                ),
                screen(
                  'interacts/live/conversation/:id',
                  'conversation',
                  load(() => import('../features/interactions/pages/live-page'), ['interactions']),
                  'interaction.start',
                ),
                screen(
                  'issues',
                  'issues',
                  load(() => import('../features/issues/pages/issues-page'), ['issues']),
                ),
                {
                  path: 'knowledge',
                  handle: { permission: 'settings.view' } satisfies Partial<RouteHandle>,
                  children: [
                    index('knowledge'),
                    screen(':id', 'knowledge_item'),
                    screen('base', 'knowledge_base'),
                    screen('createNew', 'knowledge_new'),
                    screen('qa', 'knowledge_qa'),
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
