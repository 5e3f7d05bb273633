/** The instant the domain tests import at. */
export const NOW = new Date('2026-06-01T00:00:00Z');

/**
 * A small valid definition (every section, one of each reference) for tests to break one thing at a time.
 * Plain data as it comes out of YAML, so tests may mutate it freely.
 */
export function validDefinition() {
  return {
    school: { id: 'test-school', name: 'Test School' },
    users: [
      { userName: 'ann', password: 'password1' },
      { userName: 'admin', password: 'password1', role: 'exam_admin' },
    ],
    groups: [{ key: 'g1', name: 'Group 1', members: ['ann'] }],
    courses: [{ key: 'c1', courseId: 11, title: 'Loops and arrays' }],
    knowledgePoints: [{ key: 'kp1', name: 'Loops' }],
    abilityDimensions: [{ key: 'ab1', name: 'Reasoning' }],
    videos: [{ key: 'v1', name: 'Intro', path: 'intro/index.m3u8' }],
    exams: [
      {
        key: 'e1',
        examName: 'Exam 1',
        organizeForm: 2,
        beginTime: 'now-1h',
        endTime: '2026-06-02T10:00:00+08:00',
        examSettingTime: 60,
        paperScore: 10,
        passScore: 6,
        isPublic: 0,
        groups: ['g1'],
        courses: ['c1'],
        sessions: [
          { key: 's1', sessionName: 'Morning', beginTime: 'now', endTime: 'now+2h', groups: ['g1'] },
        ],
        openLinks: [{ identifyCode: 'OPEN-0001', session: 's1' }],
        papers: [
          {
            key: 'p1',
            name: 'Paper',
            subjects: [
              {
                key: 'q1',
                subjectType: 1,
                subjectTitle: '1 + 1? <div data-video-key="v1"></div>',
                subjectTitleContentType: 1,
                options: [
                  { key: 'A', content: '1' },
                  { key: 'B', content: '2' },
                ],
                correctAnswer: 'B',
                score: 10,
                knowledgePoints: ['kp1'],
                abilities: [{ key: 'ab1' }],
              },
            ],
          },
        ],
        attempts: [
          {
            key: 'a1',
            user: 'ann',
            session: 's1',
            paper: 'p1',
            startAnswerTime: 'now-50m',
            submittedAt: 'now-20m',
            status: 'graded',
            score: 10,
            isPassed: true,
            answers: { q1: { answer: 'B' } },
          },
        ],
      },
    ],
  };
}

export type TestDefinition = ReturnType<typeof validDefinition>;
type Loose = Record<string, unknown>;

/** Loosely typed handles on the parts tests break. */
export const partsOf = (definition: TestDefinition) => {
  const exam = definition.exams[0] as unknown as Loose & { sessions: Loose[]; attempts: Loose[] };
  const subject = (definition.exams[0]?.papers[0]?.subjects[0] ?? {}) as Loose;
  return { exam, session: exam.sessions[0] as Loose, subject, attempt: exam.attempts[0] as Loose };
};
