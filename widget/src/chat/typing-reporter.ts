/**
 * The visitor's own typing, as the agents see it: `typing: true` once at the first keystroke, and
 * false after `idleMs` without one. A message sent ends typing with no false: the agents take the
 * message itself as the end.
 */
export class TypingReporter {
  private on = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: (typing: boolean) => void,
    private readonly idleMs: number,
  ) {}

  /** A keystroke. */
  input() {
    if (!this.on) {
      this.on = true;
      this.send(true);
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.stop(), this.idleMs);
  }

  /** Typing stopped with no message (idle, input emptied, page closing): the agents are told. */
  stop() {
    if (this.end()) this.send(false);
  }

  /** A message sent, or the link lost: typing is over with nothing to say. Answers whether it was on. */
  end(): boolean {
    clearTimeout(this.timer);
    const was = this.on;
    this.on = false;
    return was;
  }
}
