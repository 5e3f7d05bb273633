/** The console's monitor section (issue 21): its own routes under /admin/:schoolId/monitor. */
export function MonitorSection({ schoolId }: { schoolId: string }) {
  return <div data-school={schoolId} />;
}
