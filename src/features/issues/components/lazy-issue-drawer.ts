import { lazyComponent } from '../../../lib/lazy-component';

// The detail drawer (fields, comments, attachments, the issue's actions) loads when an issue is opened.
export const LazyIssueDrawer = lazyComponent(() => import('./issue-drawer').then((m) => m.IssueDrawer), ['issues']);
