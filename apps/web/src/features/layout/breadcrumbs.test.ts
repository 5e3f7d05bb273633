import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, readLayoutFlags } from './breadcrumbs';

function keysOf(routeName: string, pageName?: string) {
  return buildBreadcrumbs({ schoolId: 'demo', routeName, pageName }).map((crumb) => crumb.key);
}

describe('breadcrumbs (SPEC §2)', () => {
  it.each(['examInfo', 'examResult', 'examUserInfo'])(
    'the %s route shows Home, then Exam, then the page name',
    (routeName) => {
      expect(keysOf(routeName, 'Page')).toEqual(['home', 'exam', 'page']);
    },
  );

  it('the exercise route leaves out the Exam entry', () => {
    expect(keysOf('exercise', 'Practice')).toEqual(['home', 'page']);
  });

  it('the portal shows Home alone', () => {
    expect(keysOf('portal', 'Portal')).toEqual(['home']);
  });

  it('Home links to the school portal', () => {
    expect(buildBreadcrumbs({ schoolId: 'demo school', routeName: 'examInfo' })[0]).toEqual({
      key: 'home',
      labelKey: 'layout.home',
      href: '/portal/demo%20school',
    });
  });
});

describe('layout query flags (SPEC §2)', () => {
  it.each([
    { query: '', expected: { isHeaderHidden: false, areCrumbsHidden: false, isPaddingDropped: false } },
    {
      query: 'hiddenCrumbs=true',
      expected: { isHeaderHidden: false, areCrumbsHidden: true, isPaddingDropped: false },
    },
    {
      query: 'hiddenHeader=true',
      expected: { isHeaderHidden: true, areCrumbsHidden: false, isPaddingDropped: false },
    },
    {
      query: 'newPage=true',
      expected: { isHeaderHidden: false, areCrumbsHidden: false, isPaddingDropped: true },
    },
    {
      query: 'hiddenCrumbs=false&newPage=1',
      expected: { isHeaderHidden: false, areCrumbsHidden: false, isPaddingDropped: false },
    },
  ])('?$query gives $expected', ({ query, expected }) => {
    expect(readLayoutFlags(new URLSearchParams(query))).toEqual(expected);
  });
});
