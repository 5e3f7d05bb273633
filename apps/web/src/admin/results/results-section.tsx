/** The console's results section (issue 21): its own routes under /admin/:schoolId/results. */
export function ResultsSection({ schoolId }: { schoolId: string }) {
  return <div data-school={schoolId} />;
}
