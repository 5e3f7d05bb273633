import type { findUserById } from '../repo';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
/** The fields a session and the account view need; tests pass factory rows of this shape. */
export type AccountFields = Pick<
  UserRow,
  | 'id'
  | 'schoolId'
  | 'userName'
  | 'realName'
  | 'nickName'
  | 'mobile'
  | 'avatarUrl'
  | 'userCode'
  | 'w3Account'
  | 'role'
  | 'isSchoolLedBooking'
>;

/** SPEC §3 User account info, plus what the web needs to route by role and school. */
export function presentAccount(user: AccountFields) {
  return {
    id: user.id,
    userName: user.userName,
    realName: user.realName,
    nickName: user.nickName,
    mobile: user.mobile,
    avatarUrl: user.avatarUrl,
    userCode: user.userCode,
    w3Account: user.w3Account,
    role: user.role,
    schoolId: user.schoolId,
    /** SPEC §6: the school books for this user; the page warns before any booking form. */
    isSchoolLedBooking: user.isSchoolLedBooking,
  };
}
