import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const schools = pgTable('schools', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** SPEC §6: a public exam is open to everyone of the school only when the tenant is open. */
  isOpen: boolean().notNull().default(false),
  /** SPEC §2: the complaint entry is shown only when this switch is on. */
  antiCheatingSwitch: boolean().notNull().default(false),
  contactContext: text().notNull().default(''),
  timezoneHours: integer().notNull().default(8),
  /** The host portal's study centre and a course's page (`{courseId}`); links are hidden when empty (decision 0028). */
  studyCentreUrl: text().notNull().default(''),
  courseUrl: text().notNull().default(''),
  /** Where candidates get the desktop client; a desktop-only exam opened in a browser links to it (issue 17 defect 9). */
  clientDownloadUrl: text().notNull().default(''),
  createdAt: createdAt(),
});
