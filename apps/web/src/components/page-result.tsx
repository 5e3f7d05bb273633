import { Result, type ResultProps } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';

/** True inside a page frame that already draws the `main` landmark (PageLayout, the answer page's layout). */
const InsideMain = createContext(false);

/** Marks its children as inside the page's `main` landmark, which the caller draws. */
export function MainLandmarkProvider({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

// The h1 keeps antd's look of a result title (.ant-result-title): the heading changes what it is, not how it looks.
const TITLE_STYLE = {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  margin: 0,
};

/**
 * A state that is the whole page (an error, a refusal, the end of an attempt): antd's Result with its title as the
 * page's h1, inside the `main` landmark, drawn here when no page frame around it draws one (axe:
 * page-has-heading-one, landmark-one-main, region; issue 17). A Result inside a page that has its own h1 stays a Result.
 */
export function PageResult({ title, ...props }: ResultProps) {
  const isInsideMain = useContext(InsideMain);
  const result = <Result {...props} title={<h1 style={TITLE_STYLE}>{title}</h1>} />;
  return isInsideMain ? result : <main>{result}</main>;
}
