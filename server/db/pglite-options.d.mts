/** See pglite-options.mjs. */
export declare const PGLITE_START_PARAMS: string[];
