// `npm run bench:bundle` (after `npm run build`): the gzip size of the JavaScript a browser loads for
// the sign-in pages and for the default layout's first screen, from the build manifest, and of the
// web-chat widget (built here when stale). Budgets: 150 KB and 350 KB; results and the comparison
// with Chatwoot in bench/RESULTS.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, dist, entryKey, manifest } from './console-manifest';
import { loginPage } from '../server/routes/pub/login-page';
import { WEBCHAT_LIMITS } from '../contracts/socket/visitor';
import { buildWidget, WIDGET_BUNDLE } from '../widget/build.mjs';

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const screens: Record<string, string[]> = {
  'console sign-in route (/login, dev mode)': ['src/app/layouts/empty-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  // Signed in: the realtime layout, the default layout and its page, and zod for parsing /api/me (its
  // own chunk unless the layout already pulls zod in statically). The menu's unread badge comes after.
  'default layout home (/)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/home/pages/home-page.tsx',
    'contracts/me.schema.ts?',
  ],
  // Issue 20: an agent's daily first screens.
  'live chats (/interacts/live)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/interactions/pages/live-page.tsx',
    'contracts/me.schema.ts?',
  ],
  'issues (/issues)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/issues/pages/issues-page.tsx',
    'contracts/me.schema.ts?',
  ],
  'contacts (/contacts)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/contacts/pages/contacts-page.tsx',
    'contracts/me.schema.ts?',
  ],
  // Issue 23: the wall screen, a kiosk's screen (no session) and the reports.
  'wall screen (/monitoring)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/monitoring/pages/monitoring-page.tsx',
    'contracts/me.schema.ts?',
  ],
  'kiosk screen (/monitoring?screen=)': ['src/app/layouts/empty-layout.tsx', 'src/features/monitoring/pages/screen-page.tsx'],
  'reports (/control_panel)': [
    'src/app/layouts/signed-in-layout.tsx',
    'src/app/layouts/default-layout.tsx',
    'src/features/reports/pages/control-panel-page.tsx',
    'contracts/me.schema.ts?',
  ],
};
const budgets: Record<string, number> = {
  'console sign-in route (/login, dev mode)': 150,
  'default layout home (/)': 350,
  'live chats (/interacts/live)': 350,
  'issues (/issues)': 350,
  'contacts (/contacts)': 350,
  'wall screen (/monitoring)': 450,
  'kiosk screen (/monitoring?screen=)': 350,
  'reports (/control_panel)': 450,
};

for (const [name, lazyKeys] of Object.entries(screens)) {
  const files = closure(entryKey);
  for (const key of lazyKeys) {
    const k = key.replace(/\?$/, '');
    if (!manifest[k]) {
      if (key.endsWith('?')) continue;
      throw new Error(`${k} is not a chunk in the manifest`);
    }
    closure(k, files);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  const total = js.reduce((sum, f) => sum + gz(f), 0);
  const kb = (total / 1024).toFixed(1);
  console.log(`${name}: ${kb} KB gzip JavaScript in ${js.length} files (budget ${budgets[name]} KB)${total / 1024 > budgets[name] ? '  OVER BUDGET' : ''}`);
}

// The reports' charts (recharts) come after the page, in chunks of their own: what they add to it.
const reportsPage = closure(entryKey);
for (const key of screens['reports (/control_panel)']) closure(key.replace(/\?$/, ''), reportsPage);
const charts = [...closure('src/features/reports/components/report-charts.tsx')].filter((f) => f.endsWith('.js') && !reportsPage.has(f));
console.log(`  reports' charts, fetched after the page: ${(charts.reduce((sum, f) => sum + gz(f), 0) / 1024).toFixed(1)} KB gzip in ${charts.length} files`);

// The sign-in page production visitors are sent to is rendered by the server: measure what it ships.
const html = loginPage({ lang: 'mn', next: '/' });
const scripts = (html.match(/<script\b/gi) ?? []).length;
console.log(`public sign-in page (/pub/login): ${scripts} scripts, ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(1)} KB gzip HTML with inline CSS`);

// The web-chat widget on a customer's page: the script (socket.io-client included) and the
// appearance JSON it paints the launcher with, everything before the first message. Goal 25 KB.
// The appearance is measured at its longest: both texts full.
buildWidget();
const widgetJs = gzipSync(readFileSync(WIDGET_BUNDLE), { level: 9 }).length;
const appearance = JSON.stringify({
  name: 'Н'.repeat(WEBCHAT_LIMITS.name),
  greeting: 'Г'.repeat(WEBCHAT_LIMITS.greeting),
  logo: `/pub/widget/${'k'.repeat(32)}/logo?v=${'v'.repeat(12)}`,
  brand_color: '#0f6cbd',
  text_color: '#ffffff',
});
const appearanceGz = gzipSync(appearance, { level: 9 }).length;
const widgetTotal = (widgetJs + appearanceGz) / 1024;
console.log(
  `web-chat widget before the first message: ${widgetTotal.toFixed(1)} KB gzip (widget.js ${(widgetJs / 1024).toFixed(1)} KB + appearance ${appearanceGz} B; goal 25 KB)${widgetTotal > 25 ? '  OVER BUDGET' : ''}`,
);
