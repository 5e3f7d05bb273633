import { type ReactNode, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { holdHydration } from '@/lib/hydration';
import { fixedRenderContext } from '@/lib/render-context';

interface Part {
  isHydrated: boolean;
  release?: (() => void) | undefined;
}

/** Mounts with the part's content: from here the part is hydrated, and shows what the page gives it now. */
function HydratedMark({ part, goLive }: { part: Part; goLive: (isLive: true) => void }) {
  useLayoutEffect(() => {
    part.isHydrated = true;
    part.release?.();
    part.release = undefined;
    goLive(true);
  }, [part, goLive]);
  return null;
}

/**
 * A part of a page the server drew that React hydrates on its own, after the page around it: a server-rendered
 * Suspense boundary's content is hydrated in a later, interruptible pass with its own commit (React's selective
 * hydration), so a phone's main thread is not held for the whole page at once (issue 22). A tap on a part not yet
 * hydrated hydrates it first. Until every part is hydrated the page holds the server's render context (lib/hydration).
 * Nothing inside may suspend without a boundary of its own: the part would vanish while it loads.
 *
 * Until it is hydrated the part keeps what the server drew it with: new props for a part not yet hydrated make React
 * hydrate it at once, at the update's priority, and an update from an external store (a query's answer, a clock) is
 * synchronous, so every part left was hydrated in one long task. The same element for the boundary lets React skip it.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  const part = useRef<Part>({ isHydrated: false }).current;
  // Drawn by the browser (no page to hydrate), a part is live from the start.
  const [isLive, setLive] = useState(() => fixedRenderContext() === undefined);
  const [drawnChildren] = useState(children);
  const shown = isLive ? children : drawnChildren;
  // Runs as the page around the part commits; when the part was hydrated with it, its mark has already run.
  useLayoutEffect(() => {
    if (!part.isHydrated) part.release = holdHydration();
    return () => {
      part.release?.();
      part.release = undefined;
    };
  }, [part]);
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <HydratedMark part={part} goLive={setLive} />
        {shown}
      </Suspense>
    ),
    [part, shown],
  );
}
