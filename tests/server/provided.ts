// What the server project's global set-up (global-setup.ts) hands each test file through
// `provide`/`inject`. Its own module, so every program that compiles helper.ts sees it.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped (PGlite's tarball): each `build()` starts from a copy. */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each `build()` copies with `create database … template`. */
    pgTemplate: string;
  }
}

export {};
