import { configure } from '@testing-library/react';

// The first render of a file loads Fluent, i18next and the realtime stack; on a loaded 2-core CI
// machine that can pass Testing Library's default 1 s wait. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// Screens rendered without the router still find their feature namespaces (routes load them first).
const { ensureNamespaces, FEATURE_NAMESPACES } = await import('../../src/lib/i18n-namespaces');
await ensureNamespaces(FEATURE_NAMESPACES);
