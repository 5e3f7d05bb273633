import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { externalKey, schoolId, schoolRowKey, surrogateId } from './columns';
import { schools } from './schools';

/** An HLS video served from the media folder; `path` is the playlist, relative to the school's media folder. */
export const videos = pgTable(
  'videos',
  {
    schoolId: schoolId().references(() => schools.id),
    id: surrogateId(),
    key: externalKey(),
    name: text().notNull(),
    poster: text().notNull().default(''),
    path: text().notNull(),
  },
  (t) => [schoolRowKey(t), uniqueIndex('videos_school_key_key').on(t.schoolId, t.key)],
);
