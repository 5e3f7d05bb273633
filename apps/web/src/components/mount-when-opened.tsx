import { type ReactNode, Suspense, useState } from 'react';

export interface MountWhenOpenedProps {
  /** Whether the modal inside is open now. */
  open: boolean;
  /** A modal whose code is imported lazily (React.lazy): it is fetched the first time `open` is true. */
  children: ReactNode;
}

/**
 * Mounts a lazily loaded modal from the first time it opens, so a page downloads the modal's code (antd Form, the
 * dialog) only when a candidate's action opens it (issue 22), and keeps it mounted afterwards so it can play its
 * closing animation and open again at once. While its chunk is on its way nothing is drawn: a modal is an overlay,
 * so it takes no space in the page and nothing shifts when it arrives.
 */
export function MountWhenOpened({ open, children }: MountWhenOpenedProps) {
  const [hasOpened, setHasOpened] = useState(open);
  // Set during render (React's "storing information from previous renders"): the modal mounts in the same commit.
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
