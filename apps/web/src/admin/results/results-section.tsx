import { Route, Routes } from 'react-router';
import { ExamPicker } from './exam-picker';
import { ResultsPage } from './results-page';

/** The console's results section (issue 21): an exam picker, then one exam's results under results/:examId. */
export function ResultsSection({ schoolId }: { schoolId: string }) {
  return (
    <Routes>
      <Route index element={<ExamPicker schoolId={schoolId} />} />
      <Route path=":examId" element={<ResultsPage schoolId={schoolId} />} />
    </Routes>
  );
}
