// The clocks of a case in a JavaScript worker thread. A time limit is CPU time, so a loaded machine (other cases,
// other threads of the server) does not turn a passing program into time_limit; wall-clock time only backs it up.
import { openSync, readSync } from 'node:fs';

/** Once a case's wall-clock time is past its limit, its CPU time is read this often (a read costs ~10 µs). */
const CPU_CHECK_EVERY_MS = 5;
/** Memory is sampled at 50 ms of a case, then at 100, 200, 400 …: a sample walks the whole heap. */
const FIRST_MEMORY_SAMPLE_MS = 50;

/**
 * The CPU time of the calling thread, in ms. On Linux the first field of /proc/thread-self/schedstat is the time
 * the thread has run, in ns (updated at each scheduler tick, so it lags by up to a tick, 1–4 ms). The file is
 * opened once, by the worker thread itself (thread-self is the thread that opens it), and read again at offset 0.
 * Where it is missing (another OS, /proc not mounted) the clock falls back to wall-clock time, which a loaded
 * machine stretches: the limits then work as they did before CPU time.
 */
function openThreadCpuClock() {
  try {
    const fd = openSync('/proc/thread-self/schedstat', 'r');
    const buffer = Buffer.alloc(64);
    const read = () => {
      const length = readSync(fd, buffer, 0, buffer.length, 0);
      return Number(buffer.toString('latin1', 0, length).split(' ', 1)[0]) / 1e6;
    };
    if (Number.isFinite(read())) return { read, isCpuTime: true };
  } catch {
    // No /proc/thread-self here: wall-clock time below.
  }
  return { read: () => performance.now(), isCpuTime: false };
}

export const threadClock = openThreadCpuClock();

/**
 * Watches one case: `check` is called from QuickJS's interrupt handler and answers true once the case is past its
 * CPU time limit, or past `backstopMs` of wall-clock time whatever its CPU time. It stays cheap: before the limit
 * has passed in wall-clock time the CPU time cannot have (a thread runs at most as long as the wall clock), so
 * only `performance.now()` is read until then. `sampleMemory` is called now and then; the CPU time it takes is
 * not charged to the program.
 */
export function watchCase({ limitMs, backstopMs, sampleMemory }) {
  const wallStart = performance.now();
  const cpuStart = threadClock.read();
  let nextCpuCheckAt = wallStart + limitMs;
  let nextSampleAt = wallStart + FIRST_MEMORY_SAMPLE_MS;
  let samplingMs = 0;
  let isOver = false;
  const cpuMs = () => Math.max(0, threadClock.read() - cpuStart - samplingMs);
  return {
    check() {
      if (isOver) return true;
      const now = performance.now();
      if (now >= nextSampleAt) {
        const before = threadClock.read();
        sampleMemory();
        samplingMs += threadClock.read() - before;
        nextSampleAt = wallStart + 2 * (nextSampleAt - wallStart);
      }
      if (now < nextCpuCheckAt) return false;
      isOver = now - wallStart > backstopMs || cpuMs() > limitMs;
      nextCpuCheckAt = now + CPU_CHECK_EVERY_MS;
      return isOver;
    },
    /** The CPU time of the case so far (never more than its wall-clock time). */
    timeMs: () => Math.min(cpuMs(), performance.now() - wallStart),
  };
}
