import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolRow, schoolRowKey } from './columns';
import { openCandidates } from './open-links';
import { users } from './users';

/**
 * SPEC §7 /api/point/v1/event/learn: learning events a candidate's pages report (a result viewed, ...). Counted once
 * per candidate, event type and business id: the unique indexes make a repeated report change nothing.
 */
export const learnEvents = pgTable(
  'learn_events',
  {
    ...schoolRow(),
    userId: integer(),
    openCandidateId: integer(),
    eventType: text().notNull(),
    /** What the event is about; for the result-page events the examResultId. */
    businessId: text().notNull(),
    /** The server's clock when first reported (the page's clock is not trusted). */
    occurredAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.userId, users),
    sameSchoolReference(t.schoolId, t.openCandidateId, openCandidates),
    uniqueIndex('learn_events_user_key')
      .on(t.schoolId, t.userId, t.eventType, t.businessId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('learn_events_open_candidate_key')
      .on(t.schoolId, t.openCandidateId, t.eventType, t.businessId)
      .where(sql`${t.openCandidateId} is not null`),
    check('learn_events_candidate_check', sql`(${t.userId} is null) <> (${t.openCandidateId} is null)`),
  ],
);
