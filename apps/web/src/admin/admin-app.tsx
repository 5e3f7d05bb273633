import { Navigate, Route, Routes, useParams } from 'react-router';
import { AuditPage } from './audit/audit-page';
import { BankPage } from './bank/bank-page';
import { EditExamPage, NewExamPage } from './exams/editor/exam-editor-page';
import { ExamsPage } from './exams/exams-page';
import { AdminFrame } from './frame';
import { GroupsPage } from './groups/groups-page';
import { AdminGuard } from './guard';
import { registerAdminTexts } from './i18n/register';
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
            <Route index element={<Navigate to="exams" replace />} />
            <Route path="exams" element={<ExamsPage schoolId={schoolId} />} />
            <Route path="exams/new" element={<NewExamPage schoolId={schoolId} />} />
            <Route path="exams/:examId" element={<EditExamPage schoolId={schoolId} />} />
            <Route path="bank" element={<BankPage schoolId={schoolId} />} />
            <Route path="groups" element={<GroupsPage schoolId={schoolId} />} />
            <Route path="audit" element={<AuditPage schoolId={schoolId} />} />
            <Route path="*" element={<Navigate to="exams" replace />} />
          </Routes>
        </AdminFrame>
      )}
    </AdminGuard>
  );
}
