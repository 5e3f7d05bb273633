/** The SPEC route whose breadcrumbs leave out the Exam entry. */
export const EXERCISE_ROUTE_NAME = 'exercise';
/** The portal is Home itself, so it shows Home alone. */
export const PORTAL_ROUTE_NAME = 'portal';

export type Crumb =
  | { key: 'home'; labelKey: 'layout.home'; href: string }
  | { key: 'exam'; labelKey: 'layout.exam' }
  | { key: 'page'; label: string };

export interface BreadcrumbInput {
  schoolId: string;
  /** SPEC route name of the page (examInfo, examResult, exercise, portal …). */
  routeName: string;
  /** The current page's name, already translated. */
  pageName?: string | undefined;
}

/** SPEC §2: Home, then Exam, then the current page name; the Exam entry is left out on the exercise route. */
export function buildBreadcrumbs({ schoolId, routeName, pageName }: BreadcrumbInput): Crumb[] {
  const crumbs: Crumb[] = [
    { key: 'home', labelKey: 'layout.home', href: `/portal/${encodeURIComponent(schoolId)}` },
  ];
  if (routeName === PORTAL_ROUTE_NAME) return crumbs;
  if (routeName !== EXERCISE_ROUTE_NAME) crumbs.push({ key: 'exam', labelKey: 'layout.exam' });
  if (pageName) crumbs.push({ key: 'page', label: pageName });
  return crumbs;
}

export interface LayoutFlags {
  isHeaderHidden: boolean;
  areCrumbsHidden: boolean;
  /** `newPage=true`: the page is embedded or opened bare, so the layout drops its padding. */
  isPaddingDropped: boolean;
}

/** SPEC §2 query flags; only the exact value `true` switches them on, as the embedding pages send it. */
export function readLayoutFlags(params: URLSearchParams): LayoutFlags {
  return {
    isHeaderHidden: params.get('hiddenHeader') === 'true',
    areCrumbsHidden: params.get('hiddenCrumbs') === 'true',
    isPaddingDropped: params.get('newPage') === 'true',
  };
}
