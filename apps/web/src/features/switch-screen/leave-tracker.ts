import { isCountedLeave } from '@iexam/domain/attempts';

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
 * it. Whether it counts at all is the domain's rule (isCountedLeave, decision 0053): a focus loss with the page in
 * view (the address bar, the toolbar) is given longer than one that hid the page.
 */
export class LeaveTracker {
  private leftAtMs: number | null = null;
  private wasHidden = false;

  get isAway(): boolean {
    return this.leftAtMs !== null;
  }

  leave(kind: LeaveKind, atMs: number): void {
    if (kind === 'hidden') this.wasHidden = true;
    if (this.leftAtMs === null) this.leftAtMs = atMs;
  }

  /** The candidate is back; the leave to record, or null when it does not count. */
  back(atMs: number): LeaveEvent | null {
    if (this.leftAtMs === null) return null;
    const durationMs = Math.max(0, atMs - this.leftAtMs);
    const { wasHidden } = this;
    const event: LeaveEvent = {
      eventType: wasHidden ? 'hidden' : 'blur',
      occurredAt: new Date(this.leftAtMs).toISOString(),
      durationMs: Math.round(durationMs),
    };
    this.leftAtMs = null;
    this.wasHidden = false;
    return isCountedLeave({ durationMs, wasHidden }) ? event : null;
  }
}
