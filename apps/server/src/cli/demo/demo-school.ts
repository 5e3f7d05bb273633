import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import type { Db } from '../../db/client';
import { matching, oneOf } from '../../db/matching';
import { exams, openCandidates, schools } from '../../db/schema';
import { importExamDefinition } from '../../modules/admin/service/import-exam-definition';

export const DEMO_SCHOOL_ID = 'demo';
export const DEMO_FILE = fileURLToPath(new URL('../../../../../demo/school.yaml', import.meta.url));
/** Exams worth a first click, in the order the start script lists them. */
const EXAMPLE_EXAM_KEYS = [
  'java-final',
  'rehearsal',
  'cert-appointment',
  'auth-code',
  'private-oop',
  'proctored-soon',
];
const OPEN_LINK_EXAM_KEY = 'open-link';

export function readDemoDefinition(): unknown {
  return parseYaml(readFileSync(DEMO_FILE, 'utf8'));
}

/** Loads demo/school.yaml when the demo school is not there yet; a restart keeps what the demo's users did. */
export async function seedDemoSchool(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, DEMO_SCHOOL_ID));
  if (existing) return false;
  await importExamDefinition(db, readDemoDefinition(), now);
  return true;
}

/** The demo accounts with their passwords, as the file gives them (printed by `npm start`). */
export function demoLogins(): { userName: string; password: string; role: string }[] {
  const definition = readDemoDefinition() as {
    users?: { userName: string; password: string; role?: string }[];
  };
  return (definition.users ?? []).map(({ userName, password, role }) => ({
    userName,
    password,
    role: role ?? 'candidate',
  }));
}

/** Exam ids the demo got in this database, and an open link a visitor can use, for printing URLs to try. */
export async function demoExamples(db: Db) {
  const rows = await db
    .select({
      key: exams.key,
      examId: exams.id,
      examName: exams.examName,
      // Staff read the code out in the room; the demo's visitor is the staff, so the guide says it.
      authCode: sql<string | null>`case when ${exams.authCodeFlag} = 1 then ${exams.authCode} end`,
    })
    .from(exams)
    .where(
      matching(exams, { schoolId: DEMO_SCHOOL_ID, key: oneOf([...EXAMPLE_EXAM_KEYS, OPEN_LINK_EXAM_KEY]) }),
    );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const openExam = byKey.get(OPEN_LINK_EXAM_KEY);
  // An unchecked visitor with userStatus 1 walks through the whole open-link flow (user info page, then the exam).
  const [visitor] = openExam
    ? await db
        .select({
          identifyCode: openCandidates.identifyCode,
          name: openCandidates.name,
          contact: openCandidates.contact,
        })
        .from(openCandidates)
        .where(
          matching(openCandidates, {
            schoolId: DEMO_SCHOOL_ID,
            examId: openExam.examId,
            userStatus: 1,
            isChecked: false,
          }),
        )
        .orderBy(openCandidates.identifyCode)
        .limit(1)
    : [];
  return {
    exams: EXAMPLE_EXAM_KEYS.flatMap((key) => byKey.get(key) ?? []),
    openLink: openExam && visitor ? { examId: openExam.examId, ...visitor } : undefined,
  };
}
