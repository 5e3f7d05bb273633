import { describe, expect, it } from 'vitest';
import { isPortalLinkTemplate, portalLink } from './portal-links';

const zh = { param: 'sxz-lang', value: 'zh_CN' };

describe('portal links: a target set by the school, or no link at all', () => {
  it.each([
    ['no target: no link', '', undefined, null],
    ['blank target: no link', '   ', undefined, null],
    ['study centre on the same site', '/studyCenter/demo', undefined, '/studyCenter/demo?sxz-lang=zh_CN'],
    [
      'a query of its own keeps it',
      'https://lms.example/centre?x=1',
      undefined,
      'https://lms.example/centre?x=1&sxz-lang=zh_CN',
    ],
    [
      'the course id fills its slot',
      'https://lms.example/course/{courseId}',
      1001,
      'https://lms.example/course/1001?sxz-lang=zh_CN',
    ],
    ['a fragment stays last', '/course/{courseId}#intro', 7, '/course/7?sxz-lang=zh_CN#intro'],
    ['a course template without a course: no link', '/course/{courseId}', undefined, null],
  ])('%s', (_rule, template, courseId, expected) => {
    expect(portalLink(template, zh, courseId)).toBe(expected);
  });

  it.each([
    ['', true],
    ['/studyCenter/demo', true],
    ['https://lms.example/course/{courseId}', true],
    ['http://lms.example/', true],
    ['//evil.example/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['not a url', false],
  ])('a target %j is allowed: %s', (value, allowed) => {
    expect(isPortalLinkTemplate(value)).toBe(allowed);
  });
});
