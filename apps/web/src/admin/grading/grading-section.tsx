import { roleMayDo } from '@iexam/domain/staff';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { meQueryOptions } from '@/api/accounts';
import { ExamsToGradePage } from './exams-to-grade-page';
import { GradeQuestionPage } from './grade-question-page';
import { QuestionsPage } from './questions-page';

/** The console's grading section (issue 21): exams to grade, an exam's questions, one question across candidates. */
export function GradingSection({ schoolId }: { schoolId: string }) {
  // The guard has read who is asking; an exam admin may also see names and regrade (the server checks again).
  const me = useQuery(meQueryOptions());
  const isExamAdmin = me.data ? roleMayDo(me.data.role, 'manage') : false;
  return (
    <Routes>
      <Route index element={<ExamsToGradePage schoolId={schoolId} />} />
      <Route path=":examId" element={<QuestionsPage schoolId={schoolId} isExamAdmin={isExamAdmin} />} />
      <Route
        path=":examId/:subjectId"
        element={<GradeQuestionPage schoolId={schoolId} isExamAdmin={isExamAdmin} />}
      />
    </Routes>
  );
}
