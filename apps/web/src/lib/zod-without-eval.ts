import { config as configureZod } from 'zod';

// Zod compiles object schemas with `new Function` where it may; our CSP forbids eval, and even zod's probe for it is
// reported as a violation. The interpreted path is as correct and fast enough for the page's few parses. Zod reads
// the setting when a schema is built, so boot.tsx (and the server render) import this module first, before any module that builds one
// (docs/decisions/0031).
configureZod({ jitless: true });
