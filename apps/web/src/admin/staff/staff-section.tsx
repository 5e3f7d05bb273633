import { Route, Routes } from 'react-router';
import { StaffPage } from './staff-page';

/** The console's staff section (issue 21): its own routes under /admin/:schoolId/staff. */
export function StaffSection({ schoolId }: { schoolId: string }) {
  return (
    <Routes>
      <Route index element={<StaffPage schoolId={schoolId} />} />
    </Routes>
  );
}
