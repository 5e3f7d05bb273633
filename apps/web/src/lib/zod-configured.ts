import { config } from 'zod/v4/core';

// What `import … from 'zod'` resolves to in the web app's builds and tests (vite.config.ts): zod, configured before
// any module can build a schema with it. Zod compiles object schemas with `new Function` where it may; our CSP forbids
// eval, and even zod's probe for it is reported as a violation. The interpreted path is as correct and fast enough for
// the page's few parses (docs/decisions/0031). Configured here rather than at the app's start, zod is loaded only by
// the pages that parse something, not by every page's first load (issue 22).
config({ jitless: true });

export * from 'zod/v4';
