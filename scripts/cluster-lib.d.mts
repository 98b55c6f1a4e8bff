import type { ChildProcess } from 'node:child_process';

export function reachable(url: string): Promise<boolean>;
export function ensureDatabase(databaseUrl: string): Promise<void>;
export function stopped(child: ChildProcess): Promise<void>;

export interface Cluster {
  servers: { name: string; port: number }[];
  children: Map<string, ChildProcess>;
  haproxyCommand(command: string): Promise<string>;
  haproxyUp(name: string): Promise<boolean>;
  ready(name: string): Promise<void>;
  restart(name: string): Promise<void>;
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}
export function startCluster(opts: {
  processes: number;
  port: number;
  basePort?: number;
  host?: string;
  databaseUrl: string;
  redisUrl: string;
  stateDir: string;
  env?: Record<string, string>;
  out?: NodeJS.WritableStream;
  err?: NodeJS.WritableStream;
  log?: (line: string) => void;
}): Promise<Cluster>;
