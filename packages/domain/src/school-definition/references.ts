import type { ErrorIssue } from '../errors/app-error';

type Raw = Record<string, unknown>;
const records = (value: unknown): Raw[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' && item !== null ? (item as Raw) : {}))
    : [];
const strings = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Cross-references of a definition file: duplicate keys and keys that name nothing. Read from the raw input, so
 * they are reported together with every shape problem, not after those are fixed.
 */
export function findReferenceIssues(input: unknown): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const root = typeof input === 'object' && input !== null ? (input as Raw) : {};

  const keysOf = (list: Raw[], field: string, path: string) => {
    const seen = new Set<unknown>();
    list.forEach((item, index) => {
      const value = item[field];
      if (value === undefined) return;
      if (seen.has(value))
        issues.push({ path: `${path}[${index}].${field}`, message: `duplicate ${field} '${String(value)}'` });
      seen.add(value);
    });
    return seen;
  };
  const expectKnown = (known: Set<unknown>, value: unknown, path: string, what: string) => {
    if (value !== undefined && !known.has(value))
      issues.push({ path, message: `unknown ${what} '${String(value)}'` });
  };

  const expectAllKnown = (known: Set<unknown>, values: unknown, path: string, what: string) => {
    for (const [index, value] of strings(values).entries())
      expectKnown(known, value, `${path}[${index}]`, what);
  };

  const users = keysOf(records(root.users), 'userName', 'users');
  const groups = keysOf(records(root.groups), 'key', 'groups');
  const courses = keysOf(records(root.courses), 'key', 'courses');
  const knowledgePoints = keysOf(records(root.knowledgePoints), 'key', 'knowledgePoints');
  const abilities = keysOf(records(root.abilityDimensions), 'key', 'abilityDimensions');
  keysOf(records(root.videos), 'key', 'videos');

  records(root.groups).forEach((group, g) => {
    expectAllKnown(users, group.members, `groups[${g}].members`, 'user');
  });

  const exams = records(root.exams);
  keysOf(exams, 'key', 'exams');
  const identifyCodes = new Set<unknown>();
  exams.forEach((exam, e) => {
    const at = `exams[${e}]`;
    expectAllKnown(groups, exam.groups, `${at}.groups`, 'group');
    expectAllKnown(courses, exam.courses, `${at}.courses`, 'course');
    const sessions = keysOf(records(exam.sessions), 'key', `${at}.sessions`);
    records(exam.sessions).forEach((session, s) => {
      expectAllKnown(groups, session.groups, `${at}.sessions[${s}].groups`, 'group');
    });
    records(exam.accommodations).forEach((item, i) => {
      expectKnown(users, item.user, `${at}.accommodations[${i}].user`, 'user');
    });
    const codes = new Set<unknown>();
    strings(exam.redemptionCodes).forEach((code, i) => {
      if (codes.has(code))
        issues.push({ path: `${at}.redemptionCodes[${i}]`, message: `duplicate code '${String(code)}'` });
      codes.add(code);
    });
    records(exam.openLinks).forEach((link, i) => {
      if (identifyCodes.has(link.identifyCode))
        issues.push({
          path: `${at}.openLinks[${i}].identifyCode`,
          message: `duplicate identifyCode '${String(link.identifyCode)}'`,
        });
      identifyCodes.add(link.identifyCode);
      expectKnown(sessions, link.session, `${at}.openLinks[${i}].session`, 'session');
    });
    const papers = keysOf(records(exam.papers), 'key', `${at}.papers`);
    records(exam.papers).forEach((paper, p) => {
      const subjects = records(paper.subjects);
      keysOf(subjects, 'key', `${at}.papers[${p}].subjects`);
      subjects.forEach((subject, s) => {
        const subjectAt = `${at}.papers[${p}].subjects[${s}]`;
        expectAllKnown(
          knowledgePoints,
          subject.knowledgePoints,
          `${subjectAt}.knowledgePoints`,
          'knowledge point',
        );
        records(subject.abilities).forEach((ability, i) => {
          expectKnown(abilities, ability.key, `${subjectAt}.abilities[${i}].key`, 'ability dimension');
        });
      });
    });
    keysOf(records(exam.attempts), 'key', `${at}.attempts`);
    records(exam.attempts).forEach((attempt, i) => {
      expectKnown(users, attempt.user, `${at}.attempts[${i}].user`, 'user');
      expectKnown(sessions, attempt.session, `${at}.attempts[${i}].session`, 'session');
      expectKnown(papers, attempt.paper, `${at}.attempts[${i}].paper`, 'paper');
    });
  });
  return issues;
}
