import type { ErrorIssue } from '@iexam/domain/errors';
import { type ExamDefinitionExam, schoolWords } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../../db/client';
import { deletePaper, deleteSubjectsOtherThan, findPapersWithUse, supersedePaper } from '../repo-exam-admin';
import { canonicalJson } from '../sync-rows';
import { readExamDefinition } from './read-exam-definition';

type Loose = Record<string, unknown>;

/** Subjects as compared for "changed": absent fields absent, tag lists in key order (the export sorts them). */
function subjectsText(subjects: readonly unknown[]): string {
  const plain = JSON.parse(JSON.stringify(subjects)) as Loose[];
  for (const subject of plain) {
    (subject.knowledgePoints as string[] | undefined)?.sort();
    (subject.abilities as { key: string }[] | undefined)?.sort((a, b) => (a.key < b.key ? -1 : 1));
  }
  return canonicalJson(plain);
}

/**
 * What an attempt on the paper shows: its subjects and whether they and their options are shuffled (an attempt's
 * order is derived from its seed and these flags on every read, so changing a flag would reorder it).
 */
function paperText(paper: {
  shuffleSubjects: boolean;
  shuffleOptions: boolean;
  subjects: readonly unknown[];
}) {
  return `${paper.shuffleSubjects}:${paper.shuffleOptions}:${subjectsText(paper.subjects)}`;
}

/** Keys of papers kept for earlier attempts cannot be taken by a paper of the body (decision 0038). */
export async function earlierVersionKeyIssues(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  exam: unknown,
): Promise<ErrorIssue[]> {
  const papers = (exam as { papers?: unknown } | null)?.papers;
  if (!Array.isArray(papers)) return [];
  const superseded = new Set(
    (await findPapersWithUse(db, schoolId, examId)).filter((p) => p.supersededAt !== null).map((p) => p.key),
  );
  return papers.flatMap((paper, index) => {
    const key = (paper as { key?: unknown } | null)?.key;
    return typeof key === 'string' && superseded.has(key.trim())
      ? [{ path: `exam.papers[${index}].key`, ...schoolWords.say('earlierPaperKey', { key }) }]
      : [];
  });
}

/**
 * Before an edit is written: a paper with attempts whose subjects or shuffle change (or that the edit leaves out)
 * keeps its rows for those attempts under the key `<key>~vN` with supersededAt set, so the edit's paper is written as
 * a new one and no new attempt starts on the old (decision 0038). A paper nobody attempted is changed in place: subjects
 * the edit leaves out are deleted, and so is the paper when the edit leaves it out.
 */
export async function keepAttemptedPapers(
  tx: DbOrTx,
  schoolId: string,
  examId: number,
  next: ExamDefinitionExam,
  now: Date,
) {
  const rows = await findPapersWithUse(tx, schoolId, examId);
  const stored = await readExamDefinition(tx, schoolId, examId);
  const taken = new Set(rows.map((row) => row.key));
  const wantedByKey = new Map(next.papers.map((paper) => [paper.key, paper]));
  for (const row of rows) {
    if (row.supersededAt !== null) continue;
    const wanted = wantedByKey.get(row.key);
    if (!row.hasAttempts) {
      if (wanted)
        await deleteSubjectsOtherThan(
          tx,
          schoolId,
          row.id,
          wanted.subjects.map((subject) => subject.key),
        );
      else await deletePaper(tx, schoolId, row.id);
      continue;
    }
    const storedPaper = stored?.papers.find((paper) => paper.key === row.key);
    if (wanted && storedPaper && paperText(wanted) === paperText(storedPaper)) continue;
    let version = 2;
    while (taken.has(`${row.key}~v${version}`)) version++;
    const oldKey = `${row.key}~v${version}`;
    taken.add(oldKey);
    await supersedePaper(tx, schoolId, row.id, oldKey, now);
  }
}
