/** One timer per message sent and not yet acknowledged: when it runs out, the message shows Retry. */
export class AckTimers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  start(clientId: string, ms: number, onTimeout: (clientId: string) => void) {
    this.clear(clientId);
    this.timers.set(
      clientId,
      setTimeout(() => onTimeout(clientId), ms),
    );
  }

  clear(clientId: string) {
    clearTimeout(this.timers.get(clientId));
    this.timers.delete(clientId);
  }

  clearAll() {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
