import { type WireJob, wireJob } from './case-watch';
import { type CaseRun, SandboxClosedError, type SandboxJob } from './run-types';

export interface Pending {
  job: WireJob;
  resolve: (runs: CaseRun[]) => void;
  reject: (error: Error) => void;
}

/**
 * The jobs of a pool and its idle slots (threads or child processes): a job goes to an idle slot or waits its turn,
 * a slot that becomes free takes the oldest waiting job. What a slot does with a job is the pool's `runOn`.
 */
export function createJobQueue<Slot>(sandboxName: string, runOn: (slot: Slot, pending: Pending) => void) {
  const waiting: Pending[] = [];
  const idle: Slot[] = [];
  let isClosed = false;
  const closedError = () => new SandboxClosedError(`the ${sandboxName} sandbox is closed`);
  return {
    isClosed: () => isClosed,
    idleCount: () => idle.length,
    /** A slot is free (started, or done with its job): it takes the next job or waits for one. */
    release(slot: Slot) {
      if (isClosed) return;
      const next = waiting.shift();
      if (next) runOn(slot, next);
      else idle.push(slot);
    },
    /** A slot that can no longer take work (it died while idle). */
    forget(slot: Slot) {
      const index = idle.indexOf(slot);
      if (index >= 0) idle.splice(index, 1);
    },
    /** The rest of a job whose slot was killed: it goes first. */
    resume(pending: Pending) {
      const slot = idle.shift();
      if (slot) runOn(slot, pending);
      else waiting.unshift(pending);
    },
    run(job: SandboxJob): Promise<CaseRun[]> {
      if (isClosed) return Promise.reject(closedError());
      return new Promise<CaseRun[]>((resolve, reject) => {
        const pending = { job: wireJob(job), resolve, reject };
        const slot = idle.shift();
        if (slot) runOn(slot, pending);
        else waiting.push(pending);
      });
    },
    /** Refuses the waiting jobs with `error` (the pool cannot start its slots). */
    failWaiting(error: Error) {
      for (const pending of waiting.splice(0)) pending.reject(error);
    },
    close() {
      isClosed = true;
      for (const pending of waiting.splice(0)) pending.reject(closedError());
    },
  };
}
