export declare const SERVER_OUT: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function sourceHash(root?: string): string;
export declare function serverIsStale(outDir?: string, root?: string): boolean;
export declare function buildServer(opts?: { root?: string; outDir?: string; force?: boolean; quiet?: boolean }): Promise<boolean>;
export declare function buildServerIfStale(opts?: { root?: string; outDir?: string; force?: boolean; quiet?: boolean }): Promise<boolean>;
