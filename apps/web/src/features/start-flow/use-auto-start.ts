import { useEffect, useRef } from 'react';

/**
 * SPEC §2: an embedding page that passes `domain` asks for the exam to start on load. The flow runs once, when the
 * start button's state is 'start'; a later change of state (a refetch) does not run it again.
 */
export function useAutoStart(shouldStart: boolean, start: () => void): void {
  const hasRun = useRef(false);
  useEffect(() => {
    if (!shouldStart || hasRun.current) return;
    hasRun.current = true;
    start();
  }, [shouldStart, start]);
}
