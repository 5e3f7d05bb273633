import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { exams, openCandidates } from '../schema';
import { DEMO_SCHOOL_ID, demoLogins } from './demo-school';

async function examIdOf(db: Db, key: string) {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.schoolId, DEMO_SCHOOL_ID), eq(exams.key, key)));
  return row?.id;
}

/** What `npm start` prints: where to click first and who to log in as. */
export async function renderDemoGuide(db: Db, baseUrl: string): Promise<string> {
  const inProgress = await examIdOf(db, 'java-final');
  const openExam = await examIdOf(db, 'open-link');
  const [visitor] = openExam
    ? await db
        .select({ identifyCode: openCandidates.identifyCode })
        .from(openCandidates)
        .where(
          and(
            eq(openCandidates.schoolId, DEMO_SCHOOL_ID),
            eq(openCandidates.examId, openExam),
            eq(openCandidates.isChecked, false),
          ),
        )
        .limit(1)
    : [];
  const logins = demoLogins();
  const candidate = logins.find((login) => login.role === 'candidate');
  const admin = logins.find((login) => login.role === 'exam_admin');
  const lines = [
    '',
    `iExam is running at ${baseUrl}`,
    `  School portal       ${baseUrl}/portal/${DEMO_SCHOOL_ID}${candidate ? `   (log in as ${candidate.userName} / ${candidate.password})` : ''}`,
    `  English             ${baseUrl}/portal/${DEMO_SCHOOL_ID}?sxz-lang=en_US`,
  ];
  if (inProgress)
    lines.push(`  An exam             ${baseUrl}/iexam/${DEMO_SCHOOL_ID}/examInfo?examId=${inProgress}`);
  if (openExam && visitor) {
    lines.push(
      `  Open link           ${baseUrl}/iexam/${DEMO_SCHOOL_ID}/open/examInfo?examId=${openExam}&identifyCode=${visitor.identifyCode}`,
    );
  }
  if (admin)
    lines.push(
      `  Exam admin          log in as ${admin.userName} / ${admin.password} (POST /api/admin/v1/import)`,
    );
  lines.push(`  API documentation   ${baseUrl}/docs`, '', '  Demo accounts:');
  for (const login of logins)
    lines.push(`    ${login.userName.padEnd(10)} ${login.password.padEnd(10)} ${login.role}`);
  lines.push('');
  return lines.join('\n');
}
