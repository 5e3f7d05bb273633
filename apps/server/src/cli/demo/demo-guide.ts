import type { Db } from '../../db/client';
import { DEMO_SCHOOL_ID, demoExamples, demoLogins } from './demo-school';

/** What `npm start` prints: where to click first and who to log in as. */
export async function renderDemoGuide(db: Db, baseUrl: string): Promise<string> {
  const { exams, openLink } = await demoExamples(db);
  const logins = demoLogins();
  const candidate = logins.find((login) => login.role === 'candidate');
  const admin = logins.find((login) => login.role === 'exam_admin');
  const lines = [
    '',
    `iExam is running at ${baseUrl}`,
    `  School portal       ${baseUrl}/portal/${DEMO_SCHOOL_ID}${candidate ? `   (log in as ${candidate.userName} / ${candidate.password})` : ''}`,
    `  English             ${baseUrl}/portal/${DEMO_SCHOOL_ID}?sxz-lang=en_US`,
  ];
  for (const exam of exams)
    lines.push(
      `  Exam                ${baseUrl}/iexam/${DEMO_SCHOOL_ID}/examInfo?examId=${exam.examId}   ${exam.examName}${exam.authCode ? `   (authorization code ${exam.authCode})` : ''}`,
    );
  if (openLink)
    lines.push(
      `  Open link           ${baseUrl}/iexam/${DEMO_SCHOOL_ID}/open/examInfo?examId=${openLink.examId}&identifyCode=${openLink.identifyCode}   (no account needed: confirm as ${openLink.name}, ${openLink.contact})`,
    );
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
