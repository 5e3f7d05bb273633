/**
 * SPEC §3 userExamStatus as this platform computes it for the invitation check: 1 may take the exam, 2 not in the
 * exam's groups, 12 not in the groups of the selected session (docs/decisions/0009).
 */
export const USER_EXAM_STATUS = { invited: 1, notInExamGroups: 2, notInSessionGroups: 12 } as const;
export type UserExamStatus = (typeof USER_EXAM_STATUS)[keyof typeof USER_EXAM_STATUS];

/** SPEC §3 isPublic: 1 public, 0 private to the exam's groups, 2 private to each session's groups. */
export const IS_PUBLIC = { private: 0, public: 1, privateBySession: 2 } as const;

/**
 * SPEC §6: a private exam needs membership in the exam's groups (isPublic 0) or in the selected session's groups
 * (isPublic 2). Open-link candidates skip this check (the caller passes `isOpen`).
 */
export function userExamStatusFor(input: {
  isPublic: number;
  isOpen: boolean;
  isInExamGroups: boolean;
  isInSessionGroups: boolean;
}): UserExamStatus {
  if (input.isOpen) return USER_EXAM_STATUS.invited;
  if (input.isPublic === IS_PUBLIC.private && !input.isInExamGroups) return USER_EXAM_STATUS.notInExamGroups;
  if (input.isPublic === IS_PUBLIC.privateBySession && !input.isInSessionGroups)
    return USER_EXAM_STATUS.notInSessionGroups;
  return USER_EXAM_STATUS.invited;
}

/**
 * SPEC §5: the private-exam start button is disabled for a user not in the exam groups when userExamStatus is 2 or
 * 12 and isPublic is 0 or 2.
 */
export function isNotInvited(exam: { userExamStatus: number; isPublic: number }): boolean {
  return (
    (exam.userExamStatus === USER_EXAM_STATUS.notInExamGroups ||
      exam.userExamStatus === USER_EXAM_STATUS.notInSessionGroups) &&
    (exam.isPublic === IS_PUBLIC.private || exam.isPublic === IS_PUBLIC.privateBySession)
  );
}
