// Where a test still reads real time (scripts/check-test-clock.mjs, issue 36). Each entry names the file, the rule
// ('sleep' or 'wall-clock'), the most occurrences allowed there, and why. The check fails when a file has more (a new
// sleep in an excepted file) and when it has fewer or is gone (lower the count or drop the entry), so this list only
// shrinks. Two kinds of entry: real time is the point of the test, or "not yet fixed:", which says what the sleep
// stands in for, so whoever fixes it knows the condition to wait for.
export const exceptions = [
  // Real time is the point.
  {
    file: 'apps/server/src/modules/judge/sandbox/sandbox.test.ts',
    rule: 'wall-clock',
    count: 2,
    why: 'measures, from outside the sandbox, that a real child process or worker ends within the wall-clock backstop of its limit',
  },
  {
    file: 'apps/server/src/modules/reports/export.test.ts',
    rule: 'wall-clock',
    count: 2,
    why: 'prints how long the real export of the large school took (a performance figure for the log); no assertion reads it',
  },
  {
    file: 'apps/server/src/main.test.ts',
    rule: 'sleep',
    count: 1,
    why: 'gives a login to the real server process a moment to be in flight before SIGTERM; the process offers nothing to wait on',
  },
  {
    file: 'apps/server/src/db/client.test.ts',
    rule: 'sleep',
    count: 1,
    why: 'lets PostgreSQL’s termination reach an idle pooled connection inside a transaction; the event under test is an error nobody listens to, and listening for it would hide the bug',
  },
  {
    file: 'e2e/staff-exam-day.spec.ts',
    rule: 'sleep',
    count: 2,
    why: 'a leave to another tab counts only after the page’s 200 ms grace of real time (DESIGN.md section 5, decision 0053); the spec stays away longer than the grace',
  },
  {
    file: 'apps/web/src/features/answer-sync/autosave-engine.live.test.ts',
    rule: 'sleep',
    count: 2,
    why: 'the live autosave engine against the real test server, its debounce and backoff on real timers (the lead moved it to its own .live file)',
  },
  {
    file: 'apps/web/src/features/answer-sync/autosave-engine.live.test.ts',
    rule: 'wall-clock',
    count: 1,
    why: 'the live autosave engine against the real test server, its debounce and backoff on real timers (the lead moved it to its own .live file)',
  },
  // The web test server's instant.
  ...[
    'answer-page-data.ts',
    'grading-data.ts',
    'monitor-data.ts',
    'open-link-data.ts',
    'preview-data.ts',
    'result-page-data.ts',
    'seed.ts',
    'start-and-booking-data.ts',
  ].map((name) => ({
    file: `apps/web/test-server/${name}`,
    rule: 'wall-clock',
    count: 1,
    why: "the web test server's owned instant: lead's change",
  })),
  // Not yet fixed.
  {
    file: 'apps/web/src/pages/examContent/exam-content-page.test.tsx',
    rule: 'sleep',
    count: 3,
    why: 'not yet fixed: leaves the page for longer than the switch-screen grace, or shorter than the 5 s a focus loss with the page in view is given (decision 0053), in real time; should move the page’s clock',
  },
];
