/** The console's grading section (issue 21): its own routes under /admin/:schoolId/grading. */
export function GradingSection({ schoolId }: { schoolId: string }) {
  return <div data-school={schoolId} />;
}
