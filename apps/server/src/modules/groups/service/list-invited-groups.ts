import type { Db } from '../../../db/client';
import { findGroupsOfExam, findGroupsOfSession } from '../repo';

/** relationType: 1 an exam's groups, 2 a session's groups (SPEC §6: membership per exam or per session). */
const RELATION_TYPES = { exam: 1, session: 2 } as const;

/** The groups invited to an exam (relationType 1) or a session (relationType 2), by id. */
export async function listInvitedGroups(
  db: Db,
  schoolId: string,
  input: { relationId: number; relationType: 1 | 2 },
) {
  return input.relationType === RELATION_TYPES.exam
    ? await findGroupsOfExam(db, schoolId, input.relationId)
    : await findGroupsOfSession(db, schoolId, input.relationId);
}
