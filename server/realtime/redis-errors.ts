/** What went wrong between this process and Redis: its connection, a publish, a look-up across processes. */
export type RedisErrorKind = 'connection' | 'publish' | 'lookup';

export interface RedisErrors {
  note(kind: RedisErrorKind): void;
  /** Hears every error from now on (the metrics counter). */
  watch(listener: (kind: RedisErrorKind) => void): void;
}

/** The Redis adapter's errors, told to whoever watches (none with one process and no Redis). */
export function createRedisErrors(): RedisErrors {
  const listeners: ((kind: RedisErrorKind) => void)[] = [];
  return {
    note: (kind) => listeners.forEach((l) => l(kind)),
    watch: (listener) => void listeners.push(listener),
  };
}
