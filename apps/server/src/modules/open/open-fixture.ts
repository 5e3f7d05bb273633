import { beforeAll } from 'vitest';
import type { Clock } from '../../plugins/clock';
import type { Exam, ExamFields } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

/**
 * The start of the open-link tests: the app and a school (useSchool), and two exams open-link visitors may take,
 * made before the tests: `open.exam` (with `fields` and `papers` papers) and `open.otherExam` (one paper).
 */
export function useOpenExams(clock: Clock, fields: ExamFields, papers = 1) {
  const given = useSchool({ clock });
  const open = {} as { exam: Exam; otherExam: Exam };
  beforeAll(async () => {
    open.exam = await given.newOpenExam(fields);
    for (let extra = 1; extra < papers; extra += 1) await given.newPaper(open.exam);
    open.otherExam = await given.newOpenExam();
  });
  return { given, open };
}
