import { parseExamDefinition } from '@iexam/domain/exam-definition';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readDemoDefinition, seedDemoSchool } from '../../cli/demo/demo-school';
import { exams } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { snapshotTables } from './import-fixtures';
import { importExamDefinition } from './service/import-exam-definition';
import { isoInZone, readExamDefinition } from './service/read-exam-definition';

const NOW = new Date('2026-06-01T08:00:00Z');

describe('exporting an exam as its definition', () => {
  const holder = useTestApp({ clock: () => NOW });

  it('writes times in the exam zone, with their offset', () => {
    expect(isoInZone(new Date('2026-06-01T08:00:00Z'), 8)).toBe('2026-06-01T16:00:00+08:00');
    expect(isoInZone(new Date('2026-06-01T08:00:00.250Z'), -5)).toBe('2026-06-01T03:00:00.250-05:00');
    expect(isoInZone(new Date('2026-06-01T08:00:00Z'), 0)).toBe('2026-06-01T08:00:00+00:00');
  });

  it('every demo exam exported is a valid definition that imports again without changing anything', async () => {
    await seedDemoSchool(holder.db(), NOW);
    const before = await snapshotTables(holder.db());
    const rows = await holder
      .db()
      .select({ id: exams.id, key: exams.key })
      .from(exams)
      .where(eq(exams.schoolId, 'demo'))
      .orderBy(asc(exams.id));
    expect(rows.length).toBeGreaterThan(10);
    const demo = readDemoDefinition() as Record<string, unknown>;
    for (const { id, key } of rows) {
      const exam = await readExamDefinition(holder.db(), 'demo', id);
      expect(exam?.key).toBe(key);
      expect(exam).not.toHaveProperty('attempts');
      // The staff's assignments name the other demo exams: left out, they stay as they are (the import's rule).
      const users = (demo.users as Record<string, unknown>[]).map(({ assignments: _, ...user }) => user);
      const file = { ...demo, users, exams: [exam] };
      const parsed = parseExamDefinition(file, NOW);
      expect(parsed.ok ? [] : parsed.issues, key).toEqual([]);
      const { summary } = await importExamDefinition(holder.db(), file, NOW);
      expect([summary.created, summary.updated, summary.deleted], key).toEqual([{}, {}, {}]);
    }
    expect(await snapshotTables(holder.db())).toEqual(before);
  });

  it('another school has no such exam', async () => {
    await seedDemoSchool(holder.db(), NOW);
    const [row] = await holder.db().select({ id: exams.id }).from(exams).limit(1);
    expect(await readExamDefinition(holder.db(), 'elsewhere', row?.id ?? 0)).toBeUndefined();
  });
});
