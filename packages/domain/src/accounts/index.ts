export {
  findUserNameClashes,
  normaliseUserName,
  type UserNameClash,
  type UserNameRefusal,
  userNameRefusal,
  userNameSkeleton,
} from './user-name';
export {
  personNameSchema,
  userNameClashIssue,
  userNameReferenceSchema,
  userNameRefusalIssue,
  userNameSchema,
} from './user-name-issues';
