import { createRequire } from 'node:module';
import type * as Linkedom from 'linkedom';
import type * as ReadabilityModule from '@mozilla/readability';

// linkedom and Readability are loaded when knowledge is first read from HTML (a page, a file, a
// generated answer), not when the server starts: a server whose companies never do holds none of
// their code (memory: docs/scaling.md). Loaded synchronously so the readers stay plain functions.
const require = createRequire(import.meta.url);
let linkedom: typeof Linkedom | undefined;
let readability: typeof ReadabilityModule | undefined;

export const parseHTML: typeof Linkedom.parseHTML = (...args) => (linkedom ??= require('linkedom') as typeof Linkedom).parseHTML(...args);

export const readabilityModule = () => (readability ??= require('@mozilla/readability') as typeof ReadabilityModule);
