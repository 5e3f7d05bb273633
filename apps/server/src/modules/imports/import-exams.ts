import type { ExamDefinition } from '@iexam/domain/school-definition';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  accommodations,
  examCourses,
  examGroups,
  examResults,
  examRules,
  exams,
  openCandidates,
  redemptionCodes,
  sessionGroups,
  sessions,
} from '../../db/schema';
import { importPapers } from './import-papers';
import type { SchoolKeys } from './import-people';
import { count, type ImportSummary, syncLinks, syncRow } from './sync';

function tally(summary: ImportSummary, entity: string, links: Awaited<ReturnType<typeof syncLinks>>) {
  count(summary, 'created', entity, links.created);
  count(summary, 'updated', entity, links.updated);
  count(summary, 'deleted', entity, links.deleted);
}

/** One exam with its rules, groups, courses, sessions, accommodations, codes, open links, papers and past attempts. */
export async function importExam(
  tx: Tx,
  schoolId: string,
  defaultTimezoneHours: number,
  exam: ExamDefinition,
  keys: SchoolKeys,
  summary: ImportSummary,
) {
  const {
    key,
    examRuleList,
    groups: groupKeys,
    courses: courseKeys,
    sessions: sessionList,
    accommodations: accommodationList,
    redemptionCodes: codes,
    openLinks,
    papers: paperList,
    attempts,
    ...fields
  } = exam;
  const result = await syncRow(tx, exams, and(eq(exams.schoolId, schoolId), eq(exams.key, key)), {
    schoolId,
    key,
    ...fields,
    timezoneHours: fields.timezoneHours ?? defaultTimezoneHours,
    authCode: fields.authCode ?? null,
    beginTime: fields.beginTime ?? null,
    endTime: fields.endTime ?? null,
  });
  count(summary, result.outcome, 'exams');
  const examId = result.row.id as number;
  const inExam = (table: { schoolId: PgColumn; examId: PgColumn }) =>
    and(eq(table.schoolId, schoolId), eq(table.examId, examId));

  tally(
    summary,
    'examRules',
    await syncLinks(
      tx,
      examRules,
      inExam(examRules),
      { ruleType: examRules.ruleType },
      ['ruleType'],
      examRuleList.map((rule) => ({ schoolId, examId, ...rule })),
    ),
  );
  tally(
    summary,
    'examGroups',
    await syncLinks(
      tx,
      examGroups,
      inExam(examGroups),
      { groupId: examGroups.groupId },
      ['groupId'],
      groupKeys.map((group) => ({ schoolId, examId, groupId: keys.groups.get(group) })),
    ),
  );
  tally(
    summary,
    'examCourses',
    await syncLinks(
      tx,
      examCourses,
      inExam(examCourses),
      { courseId: examCourses.courseId },
      ['courseId'],
      courseKeys.map((course, position) => ({
        schoolId,
        examId,
        courseId: keys.courses.get(course),
        position,
      })),
    ),
  );
  tally(
    summary,
    'accommodations',
    await syncLinks(
      tx,
      accommodations,
      inExam(accommodations),
      { userId: accommodations.userId },
      ['userId'],
      accommodationList.map(({ user, ...rest }) => ({
        schoolId,
        examId,
        userId: keys.users.get(user),
        ...rest,
      })),
    ),
  );
  // Used codes stay: they are the record of who redeemed them.
  tally(
    summary,
    'redemptionCodes',
    await syncLinks(
      tx,
      redemptionCodes,
      and(inExam(redemptionCodes), isNull(redemptionCodes.usedByUserId)),
      { code: redemptionCodes.code },
      ['code'],
      codes.map((code) => ({ schoolId, examId, code })),
    ),
  );

  const sessionIds = new Map<string, number>();
  for (const { groups: sessionGroupKeys, ...session } of sessionList) {
    const where = and(
      eq(sessions.schoolId, schoolId),
      eq(sessions.examId, examId),
      eq(sessions.key, session.key),
    );
    const places = session.capacity ?? null;
    const synced = await syncRow(
      tx,
      sessions,
      where,
      { schoolId, examId, ...session, capacity: places },
      {
        // Bookings take places at run time; the file sets how many there are at first.
        createOnly: { remainderNum: places },
      },
    );
    count(summary, synced.outcome, 'sessions');
    const sessionId = synced.row.id as number;
    sessionIds.set(session.key, sessionId);
    tally(
      summary,
      'sessionGroups',
      await syncLinks(
        tx,
        sessionGroups,
        and(eq(sessionGroups.schoolId, schoolId), eq(sessionGroups.sessionId, sessionId)),
        { groupId: sessionGroups.groupId },
        ['groupId'],
        sessionGroupKeys.map((group) => ({ schoolId, sessionId, groupId: keys.groups.get(group) })),
      ),
    );
  }

  for (const { session, isChecked, ...link } of openLinks) {
    const where = and(
      eq(openCandidates.schoolId, schoolId),
      eq(openCandidates.identifyCode, link.identifyCode),
    );
    const synced = await syncRow(
      tx,
      openCandidates,
      where,
      {
        schoolId,
        examId,
        sessionId: session ? sessionIds.get(session) : null,
        ...link,
      },
      { createOnly: { isChecked } },
    );
    count(summary, synced.outcome, 'openCandidates');
  }

  const paperIds = await importPapers(tx, schoolId, examId, paperList, keys, summary);

  for (const { key: importKey, user, session, paper, status, score, isPassed, ...times } of attempts) {
    const where = and(
      eq(examResults.schoolId, schoolId),
      eq(examResults.examId, examId),
      eq(examResults.importKey, importKey),
    );
    const deadline = new Date(times.startAnswerTime.getTime() + fields.examSettingTime * 60_000);
    const synced = await syncRow(tx, examResults, where, {
      schoolId,
      examId,
      importKey,
      userId: keys.users.get(user),
      sessionId: session ? sessionIds.get(session) : null,
      paperId: paperIds.get(paper),
      status,
      score: score ?? null,
      isPassed: isPassed ?? null,
      isScoring: status === 'grading' ? 1 : 0,
      startAnswerTime: times.startAnswerTime,
      submittedAt: times.submittedAt,
      deadline: deadline < times.submittedAt ? times.submittedAt : deadline,
    });
    count(summary, synced.outcome, 'attempts');
  }
}
