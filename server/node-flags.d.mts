/** See node-flags.mjs. */
export declare const LIVE_TRAFFIC_NODE_FLAGS: readonly string[];
