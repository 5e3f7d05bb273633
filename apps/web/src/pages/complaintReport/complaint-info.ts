import { readSessionJson, SESSION_KEYS } from '@/lib/session-store';

/** What the complaint entry stored (SPEC §3 complaint report info), as far as the page uses it. */
export interface ComplaintSubject {
  examId: number | undefined;
  contentTitle: string;
  contentURL: string;
}

interface StoredInfo {
  additionalContext?: { contentTitle?: unknown; contentId?: unknown; contentURL?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The exam the complaint is about, from session storage; undefined when the page was opened on its own. */
export function readComplaintSubject(): ComplaintSubject | undefined {
  const context = readSessionJson<StoredInfo>(SESSION_KEYS.complaintReportInfo)?.additionalContext;
  if (!context) return undefined;
  const examId = Number(text(context.contentId));
  return {
    examId: Number.isSafeInteger(examId) && examId > 0 ? examId : undefined,
    contentTitle: text(context.contentTitle),
    contentURL: text(context.contentURL),
  };
}
