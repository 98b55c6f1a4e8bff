import 'i18next';
import type { allResources } from './lib/i18n-resources';

// Typed keys: a key missing from the Mongolian resources is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof allResources)['mn'];
  }
}
