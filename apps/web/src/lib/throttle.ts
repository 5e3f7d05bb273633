/** Calls `run` at most once per `intervalMs`, and once more at the end of a burst so the last call is not lost. */
export function throttle(run: () => void, intervalMs: number): { call: () => void; cancel: () => void } {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let timer: number | undefined;
  const fire = () => {
    timer = undefined;
    lastRunAt = Date.now();
    run();
  };
  return {
    call: () => {
      const wait = lastRunAt + intervalMs - Date.now();
      if (wait <= 0) {
        fire();
        return;
      }
      if (timer === undefined) timer = window.setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== undefined) window.clearTimeout(timer);
      timer = undefined;
    },
  };
}
