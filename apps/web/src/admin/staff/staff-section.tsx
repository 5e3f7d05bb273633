/** The console's staff section (issue 21): its own routes under /admin/:schoolId/staff. */
export function StaffSection({ schoolId }: { schoolId: string }) {
  return <div data-school={schoolId} />;
}
