import type { ErrorIssue } from '../errors/app-error';
import { findEmbeddedVideoKeys } from './content-videos';
import { isRecord, keyOf, listOf, type RawRecord, recordsOf } from './raw';
import { REFERENCE_NOUNS, type ReferenceKind, referenceWords } from './rule-words';

const { say } = referenceWords;

/** Collects issues of one kind of check; each helper says what it expects of the list it is given. */
class ReferenceChecker {
  readonly issues: ErrorIssue[] = [];

  /** Keys of `list[].field`, each reported where it repeats; returns the set of them. */
  keysOf(list: RawRecord[], field: string, path: string, what = field): Set<unknown> {
    const seen = new Set<unknown>();
    list.forEach((item, index) => {
      const value = keyOf(item[field]);
      if (value === undefined) return;
      if (seen.has(value))
        this.issues.push({
          path: `${path}[${index}].${field}`,
          ...say('duplicate', { what, value: String(value) }),
        });
      seen.add(value);
    });
    return seen;
  }

  known(known: Set<unknown>, value: unknown, path: string, kind: ReferenceKind) {
    const key = keyOf(value);
    if (typeof key === 'string' && !known.has(key))
      this.issues.push({ path, ...say(`unknown.${kind}`, { key }) });
  }

  /** A list of keys: each must name something, and none may repeat. */
  allKnown(known: Set<unknown>, values: unknown, path: string, kind: ReferenceKind) {
    const seen = new Set<unknown>();
    listOf(values).forEach((value, index) => {
      const key = keyOf(value);
      if (seen.has(key))
        this.issues.push({
          path: `${path}[${index}]`,
          ...say('listedTwice', { what: REFERENCE_NOUNS[kind], value: String(key) }),
        });
      seen.add(key);
      this.known(known, value, `${path}[${index}]`, kind);
    });
  }

  videosIn(videos: Set<unknown>, content: unknown, path: string) {
    if (typeof content !== 'string') return;
    for (const key of findEmbeddedVideoKeys(content)) this.known(videos, key, path, 'video');
  }
}

/**
 * A grader's or proctor's assignments name an exam of the file and, if any, one of its sessions; an exam admin and a
 * candidate have none (an admin works on every exam, a candidate on none).
 */
function staffAssignmentIssues(check: ReferenceChecker, users: RawRecord[], exams: RawRecord[]) {
  const sessionsOf = new Map<unknown, Set<unknown>>();
  for (const exam of exams)
    sessionsOf.set(keyOf(exam.key), new Set(recordsOf(exam.sessions).map((session) => keyOf(session.key))));
  users.forEach((user, u) => {
    const assignments = recordsOf(user.assignments);
    if (assignments.length > 0 && user.role !== 'grader' && user.role !== 'proctor')
      check.issues.push({ path: `users[${u}].assignments`, ...say('assignmentsForStaff') });
    assignments.forEach((assignment, a) => {
      const at = `users[${u}].assignments[${a}]`;
      const sessions = sessionsOf.get(keyOf(assignment.exam));
      check.known(new Set(sessionsOf.keys()), assignment.exam, `${at}.exam`, 'exam');
      if (sessions && assignment.session !== undefined)
        check.known(sessions, assignment.session, `${at}.session`, 'session');
    });
  });
}

/**
 * Keys the school already has (its rows in the database): a file, or one exam edited in the console, may name them
 * without listing them again.
 */
export interface KnownKeys {
  users?: Iterable<string>;
  groups?: Iterable<string>;
  courses?: Iterable<string>;
  knowledgePoints?: Iterable<string>;
  abilityDimensions?: Iterable<string>;
  videos?: Iterable<string>;
}

const withKnown = (keys: Set<unknown>, known: Iterable<string> = []) => {
  for (const key of known) keys.add(key);
  return keys;
};

/**
 * Cross-references of a definition file: duplicate keys and keys that name nothing (in the file, or among the
 * `known` keys of the school). Read from the raw input, so they come in the same report as every shape problem.
 */
export function findReferenceIssues(input: unknown, known: KnownKeys = {}): ErrorIssue[] {
  const check = new ReferenceChecker();
  const root = isRecord(input) ? input : {};

  const users = withKnown(check.keysOf(recordsOf(root.users), 'userName', 'users'), known.users);
  const groups = withKnown(check.keysOf(recordsOf(root.groups), 'key', 'groups', 'group key'), known.groups);
  const courses = withKnown(
    check.keysOf(recordsOf(root.courses), 'key', 'courses', 'course key'),
    known.courses,
  );
  check.keysOf(recordsOf(root.courses), 'courseId', 'courses');
  const points = withKnown(
    check.keysOf(recordsOf(root.knowledgePoints), 'key', 'knowledgePoints', 'knowledge point key'),
    known.knowledgePoints,
  );
  const abilities = withKnown(
    check.keysOf(recordsOf(root.abilityDimensions), 'key', 'abilityDimensions', 'ability key'),
    known.abilityDimensions,
  );
  const videos = withKnown(check.keysOf(recordsOf(root.videos), 'key', 'videos', 'video key'), known.videos);

  recordsOf(root.groups).forEach((group, g) => {
    check.allKnown(users, group.members, `groups[${g}].members`, 'user');
  });

  const exams = recordsOf(root.exams);
  check.keysOf(exams, 'key', 'exams', 'exam key');
  staffAssignmentIssues(check, recordsOf(root.users), exams);
  const identifyCodes = new Set<unknown>();
  exams.forEach((exam, e) => {
    const at = `exams[${e}]`;
    check.allKnown(groups, exam.groups, `${at}.groups`, 'group');
    check.allKnown(courses, exam.courses, `${at}.courses`, 'course');
    check.videosIn(videos, exam.examIntroduction, `${at}.examIntroduction`);
    check.keysOf(recordsOf(exam.examRuleList), 'ruleType', `${at}.examRuleList`);
    check.keysOf(recordsOf(exam.accommodations), 'user', `${at}.accommodations`, 'accommodation for');
    recordsOf(exam.accommodations).forEach((item, i) => {
      check.known(users, item.user, `${at}.accommodations[${i}].user`, 'user');
    });
    const codes = new Set<unknown>();
    listOf(exam.redemptionCodes).forEach((code, i) => {
      if (codes.has(keyOf(code)))
        check.issues.push({
          path: `${at}.redemptionCodes[${i}]`,
          ...say('duplicate', { what: 'code', value: String(code) }),
        });
      codes.add(keyOf(code));
    });

    const sessions = check.keysOf(recordsOf(exam.sessions), 'key', `${at}.sessions`, 'session key');
    recordsOf(exam.sessions).forEach((session, s) => {
      check.allKnown(groups, session.groups, `${at}.sessions[${s}].groups`, 'group');
    });
    recordsOf(exam.openLinks).forEach((link, i) => {
      const code = keyOf(link.identifyCode);
      // One school-wide namespace: the open entry finds the candidate by code and tenant alone.
      if (code !== undefined && identifyCodes.has(code))
        check.issues.push({
          path: `${at}.openLinks[${i}].identifyCode`,
          ...say('duplicate', { what: 'identifyCode', value: String(code) }),
        });
      identifyCodes.add(code);
      check.known(sessions, link.session, `${at}.openLinks[${i}].session`, 'session');
    });

    const papers = check.keysOf(recordsOf(exam.papers), 'key', `${at}.papers`, 'paper key');
    recordsOf(exam.papers).forEach((paper, p) => {
      const subjects = recordsOf(paper.subjects);
      check.keysOf(subjects, 'key', `${at}.papers[${p}].subjects`, 'subject key');
      subjects.forEach((subject, s) => {
        const subjectAt = `${at}.papers[${p}].subjects[${s}]`;
        check.allKnown(points, subject.knowledgePoints, `${subjectAt}.knowledgePoints`, 'knowledgePoint');
        check.keysOf(recordsOf(subject.abilities), 'key', `${subjectAt}.abilities`, 'ability');
        recordsOf(subject.abilities).forEach((ability, i) => {
          check.known(abilities, ability.key, `${subjectAt}.abilities[${i}].key`, 'abilityDimension');
        });
        check.keysOf(recordsOf(subject.options), 'key', `${subjectAt}.options`, 'option key');
        check.videosIn(videos, subject.subjectTitle, `${subjectAt}.subjectTitle`);
        check.videosIn(videos, subject.explanation, `${subjectAt}.explanation`);
        recordsOf(subject.options).forEach((option, o) => {
          check.videosIn(videos, option.content, `${subjectAt}.options[${o}].content`);
        });
      });
    });

    check.keysOf(recordsOf(exam.attempts), 'key', `${at}.attempts`, 'attempt key');
    recordsOf(exam.attempts).forEach((attempt, i) => {
      check.known(users, attempt.user, `${at}.attempts[${i}].user`, 'user');
      check.known(sessions, attempt.session, `${at}.attempts[${i}].session`, 'session');
      check.known(papers, attempt.paper, `${at}.attempts[${i}].paper`, 'paper');
    });
  });
  return check.issues;
}
