import { ANSWERS_FILE_FORMAT, answersFileSchema } from '@iexam/domain/answers';
import { describe, expect, it } from 'vitest';
import { answersFileName, buildAnswersFile } from './answers-file';

describe('download my answers', () => {
  it('writes a file in the iexam-answers/1 format that exam staff can load, every answer with its seq', () => {
    const file = buildAnswersFile({
      schoolId: 'demo',
      examId: 3,
      examResultId: 42,
      examName: 'Java 期末',
      answers: [
        { subjectId: 1, answer: 'B', seq: 1700000000000 },
        { subjectId: 2, answer: { language: 'python', code: 'print(1)' }, seq: 1700000000001 },
      ],
      writtenAt: new Date('2026-06-01T08:00:00Z'),
    });
    expect(answersFileSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
    expect(file).toMatchObject({
      format: ANSWERS_FILE_FORMAT,
      examResultId: 42,
      writtenAt: '2026-06-01T08:00:00.000Z',
    });
    expect(file.answers[1]).toEqual({
      subjectId: 2,
      answer: { language: 'python', code: 'print(1)' },
      seq: 1700000000001,
    });
    expect(answersFileName(file)).toBe('answers-demo-42.json');
  });
});
