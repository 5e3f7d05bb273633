import { createContext, type ReactNode, useContext } from 'react';

/** True inside a page frame that already draws the `main` landmark (PageLayout, the answer page's layout). */
const InsideMain = createContext(false);

/** Marks its children as inside the page's `main` landmark, which the caller draws. */
export function MainLandmarkProvider({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

/** Whether a page frame around the caller already draws the `main` landmark. */
export const useIsInsideMain = () => useContext(InsideMain);
