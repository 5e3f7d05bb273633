/** SPEC §9 watermark defaults. */
export const WATERMARK = {
  fontSize: 18,
  color: '#ddd',
  rotateDegrees: 10,
  rows: 10,
  width: 180,
  widthWithName: 300,
  height: 30,
  gapX: 20,
  gapY: 100,
  resizeThrottleMs: 500,
  zIndex: 999999,
} as const;

/** SPEC §3 User account info fields the watermark reads. */
export interface WatermarkAccount {
  userName?: string | null | undefined;
  userCode?: string | null | undefined;
  realName?: string | null | undefined;
  nickName?: string | null | undefined;
  mobile?: string | null | undefined;
  w3Account?: string | null | undefined;
}

/**
 * SPEC §9 watermark text: the account name plus a suffix (the last 4 digits of the mobile, else the account, else
 * the user code), or the exam result id when no name is known. The name is the real name, else the nickname, else
 * the user name.
 */
export function watermarkText(
  account: WatermarkAccount | null | undefined,
  examResultId?: number | string | null,
) {
  const name = account?.realName || account?.nickName || account?.userName || '';
  if (!name) return { text: examResultId == null ? '' : String(examResultId), hasName: false };
  const digits = (account?.mobile ?? '').replace(/\D/g, '');
  const suffix =
    (digits.length >= 4 ? digits.slice(-4) : '') || account?.w3Account || account?.userCode || '';
  return { text: suffix ? `${name} ${suffix}` : name, hasName: true };
}

/** SPEC §9: width 180, or 300 when a name is present. */
export function watermarkWidth(hasName: boolean): number {
  return hasName ? WATERMARK.widthWithName : WATERMARK.width;
}
