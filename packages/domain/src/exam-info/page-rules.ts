/** SPEC §2: the learning-materials tab appears only when isRelation is 1 and the page is not open. */
export function showsLearningMaterials(exam: { isRelation: number }, isOpenMode: boolean): boolean {
  return exam.isRelation === 1 && !isOpenMode;
}

/** SPEC §2: the complaint entry is shown only when the anti-cheating switch returns 'on' and not in open mode. */
export function showsComplaintEntry(
  antiCheatingSwitch: string | null | undefined,
  isOpenMode: boolean,
): boolean {
  return antiCheatingSwitch === 'on' && !isOpenMode;
}

/** SPEC §6: the certificate mailbox bind modal is forced when isPush is 1, the user is logged in and not open. */
export function forcesMailboxBind(
  exam: { isPush: number },
  isLoggedIn: boolean,
  isOpenMode: boolean,
): boolean {
  return exam.isPush === 1 && isLoggedIn && !isOpenMode;
}

/** Camera, ID or screen-record checks are required for this exam (SPEC §4 Start flow step 3). */
export function needsVerification(exam: {
  isAllowIdAuth: number;
  isAllowCamera: number;
  isAllowScreenRecord: number;
}): boolean {
  return exam.isAllowIdAuth === 1 || exam.isAllowCamera === 1 || exam.isAllowScreenRecord === 1;
}

/** SPEC §2 browser-warning bar: the checks need Chrome or the desktop client, and this is neither. */
export function showsBrowserWarning(
  exam: Parameters<typeof needsVerification>[0],
  browser: { isChrome: boolean; isDesktopClient: boolean },
): boolean {
  return needsVerification(exam) && !browser.isChrome && !browser.isDesktopClient;
}

/** SPEC §3 Complaint report info, kept in session storage for the complaint page. */
export function complaintReportInfo(input: {
  schoolId: string;
  examId: number;
  examName: string;
  contentText: string;
  contentURL: string;
}) {
  return {
    sceneId: 2,
    subSceneId: 3,
    businessKey: `${input.schoolId}_exam`,
    additionalContext: {
      contentTitle: input.examName,
      contentId: String(input.examId),
      contentText: input.contentText,
      contentURL: input.contentURL,
      appId: 'exam',
    },
  } as const;
}
