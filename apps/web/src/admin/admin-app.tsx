import { Navigate, Route, Routes, useParams } from 'react-router';
import { AuditPage } from './audit/audit-page';
import { BankPage } from './bank/bank-page';
import { EditExamPage, NewExamPage } from './exams/editor/exam-editor-page';
import { ExamsPage } from './exams/exams-page';
import { AdminFrame } from './frame';
import { GradingSection } from './grading/grading-section';
import { GroupsPage } from './groups/groups-page';
import { AdminGuard, firstSectionOf } from './guard';
import { registerAdminTexts } from './i18n/register';
import { MonitorSection } from './monitor/monitor-section';
import { ResultsSection } from './results/results-section';
import { StaffSection } from './staff/staff-section';
import './admin.css';

registerAdminTexts();

/** `/admin/:schoolId/…`: the staff console (issue 20), one lazy chunk with its own routes and texts. */
export function AdminApp() {
  const schoolId = useParams().schoolId ?? '';
  return (
    <AdminGuard schoolId={schoolId}>
      {(me) => (
        <AdminFrame schoolId={schoolId} me={me}>
          <Routes>
            <Route index element={<Navigate to={firstSectionOf(me.role)} replace />} />
            <Route path="exams" element={<ExamsPage schoolId={schoolId} />} />
            <Route path="exams/new" element={<NewExamPage schoolId={schoolId} />} />
            <Route path="exams/:examId" element={<EditExamPage schoolId={schoolId} />} />
            <Route path="bank" element={<BankPage schoolId={schoolId} />} />
            <Route path="groups" element={<GroupsPage schoolId={schoolId} />} />
            <Route path="audit" element={<AuditPage schoolId={schoolId} />} />
            <Route path="monitor/*" element={<MonitorSection schoolId={schoolId} />} />
            <Route path="grading/*" element={<GradingSection schoolId={schoolId} />} />
            <Route path="results/*" element={<ResultsSection schoolId={schoolId} />} />
            <Route path="staff/*" element={<StaffSection schoolId={schoolId} />} />
            <Route path="*" element={<Navigate to={firstSectionOf(me.role)} replace />} />
          </Routes>
        </AdminFrame>
      )}
    </AdminGuard>
  );
}
