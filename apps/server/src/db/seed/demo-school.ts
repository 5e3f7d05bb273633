import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { importSchoolDefinition } from '../../modules/imports/service';
import type { Db } from '../client';
import { schools } from '../schema';

export const DEMO_SCHOOL_ID = 'demo';
export const DEMO_FILE = fileURLToPath(new URL('../../../../../demo/school.yaml', import.meta.url));

export function readDemoDefinition(): unknown {
  return parseYaml(readFileSync(DEMO_FILE, 'utf8'));
}

/** Loads demo/school.yaml when the demo school is not there yet; a restart keeps what the demo's users did. */
export async function seedDemoSchool(db: Db, now: Date): Promise<boolean> {
  const [existing] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, DEMO_SCHOOL_ID));
  if (existing) return false;
  await importSchoolDefinition(db, readDemoDefinition(), now);
  return true;
}

/** The demo accounts with their passwords, as the file gives them (printed by `npm start`). */
export function demoLogins(): { userName: string; password: string; role: string }[] {
  const definition = readDemoDefinition() as {
    users?: { userName: string; password: string; role?: string }[];
  };
  return (definition.users ?? []).map(({ userName, password, role }) => ({
    userName,
    password,
    role: role ?? 'candidate',
  }));
}
