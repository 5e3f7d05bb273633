import type { ResultProps } from 'antd';
import { loadOnce } from '@/lib/load-once';
import { useLazyModule } from '@/lib/use-lazy-module';
import { useIsInsideMain } from './main-landmark';

/**
 * antd's Result, loaded the first time a whole-page state is shown. The server loads it before it draws any page, and
 * the browser before it takes over a drawn page that shows one (ssr/hydrate-page.ts), so both draw the same markup.
 */
export const resultModule = loadOnce(() => import('./antd-result').then((module) => module.Result));

/** The class antd's Result draws: a drawn page that carries it needs the module before it is taken over. */
export const RESULT_CLASS = 'ant-result';

// The h1 keeps antd's look of a result title (.ant-result-title): the heading changes what it is, not how it looks.
const TITLE_STYLE = {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  margin: 0,
};

// Until Result arrives (or when it cannot, offline after a new deployment), the title and the actions on their own.
const FALLBACK_STYLE = { padding: '48px 32px', textAlign: 'center', fontSize: 24 } as const;
const FALLBACK_EXTRA_STYLE = {
  marginTop: 24,
  fontSize: 14,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 8,
} as const;

/**
 * A state that is the whole page (an error, a refusal, the end of an attempt): antd's Result with its title as the
 * page's h1, inside the `main` landmark, drawn here when no page frame around it draws one (axe:
 * page-has-heading-one, landmark-one-main, region; issue 17). A Result inside a page that has its own h1 stays a Result.
 */
export function PageResult({ title, ...props }: ResultProps) {
  const isInsideMain = useIsInsideMain();
  const Result = useLazyModule(resultModule, true).module;
  const heading = <h1 style={TITLE_STYLE}>{title}</h1>;
  const result = Result ? (
    <Result {...props} title={heading} />
  ) : (
    <div style={FALLBACK_STYLE}>
      {heading}
      {props.subTitle && <p style={{ fontSize: 14 }}>{props.subTitle}</p>}
      {props.extra && <div style={FALLBACK_EXTRA_STYLE}>{props.extra}</div>}
    </div>
  );
  return isInsideMain ? result : <main>{result}</main>;
}
