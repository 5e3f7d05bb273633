import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { schools } from '../../db/schema';

export async function findSchool(db: DbOrTx, schoolId: string) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row;
}
