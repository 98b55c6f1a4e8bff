import 'i18next';
import type { resources } from './lib/i18n';

// Typed keys: a key missing from the Mongolian resources is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['mn'];
  }
}
