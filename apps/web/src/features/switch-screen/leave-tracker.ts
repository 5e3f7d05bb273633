export type LeaveKind = 'hidden' | 'blur';

export interface LeaveEvent {
  eventType: LeaveKind;
  /** When the candidate left (browser clock plus the server offset), as an ISO time. */
  occurredAt: string;
  durationMs: number;
}

/**
 * DESIGN §5 switch-screen: one leave runs from the first focus or visibility loss to the return. Switching tabs
 * fires both blur and visibilitychange; it counts once, as 'hidden' when the page was hidden at any time during
 * it. A leave shorter than the grace (a notification, a click on the browser's own UI) does not count.
 */
export class LeaveTracker {
  private leftAtMs: number | null = null;
  private wasHidden = false;
  private isKeyboardExit = false;

  /** `keyboardExitGraceMs`: the longer grace of a focus loss by Tab into the browser's toolbar (decision 0033). */
  constructor(
    private readonly graceMs: number,
    private readonly keyboardExitGraceMs = graceMs,
  ) {}

  get isAway(): boolean {
    return this.leftAtMs !== null;
  }

  /** `isKeyboardExit`: the focus left by a Tab key out of the page, which stayed in view. */
  leave(kind: LeaveKind, atMs: number, isKeyboardExit = false): void {
    if (kind === 'hidden') this.wasHidden = true;
    if (this.leftAtMs === null) {
      this.leftAtMs = atMs;
      this.isKeyboardExit = isKeyboardExit;
    }
  }

  /** The candidate is back; the leave to record, or null when it was within the grace. */
  back(atMs: number): LeaveEvent | null {
    if (this.leftAtMs === null) return null;
    const durationMs = Math.max(0, atMs - this.leftAtMs);
    const event: LeaveEvent = {
      eventType: this.wasHidden ? 'hidden' : 'blur',
      occurredAt: new Date(this.leftAtMs).toISOString(),
      durationMs: Math.round(durationMs),
    };
    const grace = this.isKeyboardExit && !this.wasHidden ? this.keyboardExitGraceMs : this.graceMs;
    this.leftAtMs = null;
    this.wasHidden = false;
    this.isKeyboardExit = false;
    return durationMs > grace ? event : null;
  }
}
