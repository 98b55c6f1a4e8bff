/** See pglite-options.mjs. */
export declare const PGLITE_START_PARAMS: string[];
export declare const PGLITE_EXTENSIONS: { pg_trgm: typeof import('@electric-sql/pglite/contrib/pg_trgm').pg_trgm };
