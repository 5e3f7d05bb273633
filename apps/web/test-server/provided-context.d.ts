import 'vitest';

declare module 'vitest' {
  /** Given by test-server/global-setup.ts: the real server page tests talk to. */
  export interface ProvidedContext {
    apiUrl: string;
    schoolId: string;
    candidateToken: string;
  }
}
