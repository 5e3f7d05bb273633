import type { Db } from '../../db/client';
import { DEMO_SCHOOL_ID, demoExamples, demoLogins } from './demo-school';

const ROLE_NAMES: Record<string, string> = {
  exam_admin: 'exam admin',
  grader: 'grader',
  proctor: 'proctor',
};

/** What `npm start` prints: where to click first and who to log in as. */
export async function renderDemoGuide(db: Db, baseUrl: string): Promise<string> {
  const { exams, openLink } = await demoExamples(db);
  const logins = demoLogins();
  const candidate = logins.find((login) => login.role === 'candidate');
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
  // The console: the exam admin's whole school; the grader and the proctor see only their sections and exams.
  const staff = logins.filter((login) => login.role !== 'candidate');
  if (staff.length > 0) lines.push(`  Staff console       ${baseUrl}/admin/${DEMO_SCHOOL_ID}`);
  for (const login of staff)
    lines.push(
      `    ${ROLE_NAMES[login.role] ?? login.role}`.padEnd(22) +
        `log in as ${login.userName} / ${login.password}`,
    );
  lines.push(`  API documentation   ${baseUrl}/docs`, '', '  Demo accounts:');
  for (const login of logins)
    lines.push(`    ${login.userName.padEnd(10)} ${login.password.padEnd(12)} ${login.role}`);
  lines.push('');
  return lines.join('\n');
}
