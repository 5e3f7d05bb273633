import { Route, Routes } from 'react-router';
import { MonitorExamsPage } from './monitor-exams-page';
import { MonitorPage } from './monitor-page';

/** The console's monitor section (issue 21): the exams to proctor, then one exam's live table. */
export function MonitorSection({ schoolId }: { schoolId: string }) {
  return (
    <Routes>
      <Route index element={<MonitorExamsPage schoolId={schoolId} />} />
      <Route path=":examId" element={<MonitorPage schoolId={schoolId} />} />
    </Routes>
  );
}
