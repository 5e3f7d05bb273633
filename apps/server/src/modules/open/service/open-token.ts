import type { findOpenCandidateByCode } from '../repo';

export type OpenCandidateRow = NonNullable<Awaited<ReturnType<typeof findOpenCandidateByCode>>>;
/** Issues the exam-scoped token of an open-link identity (the route holds the signer). */
export type IssueOpenToken = (candidate: OpenCandidateRow) => Promise<string>;
