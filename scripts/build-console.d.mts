export declare function buildConsoleIfStale(): boolean;
