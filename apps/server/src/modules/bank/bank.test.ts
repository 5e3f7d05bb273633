import { fromMoodleXml, fromQti } from '@iexam/domain/question-formats';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { knowledgePoints } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { snapshotTables } from '../admin/import-fixtures';
import { samplePackageBase64, sampleText } from './bank-samples';

const NOW = new Date('2026-06-01T08:00:00Z');
const BANK = '/api/admin/v1/bank';

describe('question bank', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, candidate: {} });
  const post = (url: string, payload: object) =>
    given.app.injectAs({ user: given.admin }, { method: 'POST', url, payload });
  const get = (url: string) => given.app.getAs({ user: given.admin }, url);
  const bankList = async (query = '') => (await get(`${BANK}${query}`)).json().data.list;

  const moodle = { format: 'moodle', content: sampleText('moodle-good.xml') };
  const qti = { format: 'qti', content: samplePackageBase64('qti-good'), encoding: 'base64' };

  it('previews a Moodle XML file without writing, then imports it; it reads back exactly as written', async () => {
    const before = await snapshotTables(given.db());
    const preview = await post(`${BANK}/preview`, moodle);
    expect(preview.statusCode).toBe(200);
    const expected = fromMoodleXml(moodle.content);
    expect(preview.json().data).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(await snapshotTables(given.db())).toEqual(before);

    const imported = await post(`${BANK}/import`, moodle);
    expect(imported.json().data).toEqual({ created: 12, updated: 0 });
    const list = await bankList();
    expect(list.map((row: { key: string }) => row.key)).toEqual(expected.subjects.map((s) => s.key).sort());
    for (const item of expected.subjects)
      expect(list.find((row: { key: string }) => row.key === item.key)).toMatchObject({
        subject: JSON.parse(JSON.stringify(item.subject)),
        source: 'moodle',
      });
    const capital = list.find((row: { key: string }) => row.key === 'capital-of-france');
    expect(capital.subject.subjectTitle).toBe('<p>What is the capital of <strong>France</strong>?</p>');

    // The categories became the school's knowledge points.
    const references = await snapshotTables(given.db());
    expect(references.knowledge_points?.map((row) => JSON.parse(row).key).sort()).toEqual([
      'geography',
      'maths-arithmetic',
    ]);

    // The same file again changes nothing.
    const again = await post(`${BANK}/import`, moodle);
    expect(again.json().data).toEqual({ created: 0, updated: 0 });
    expect(await snapshotTables(given.db())).toEqual(references);
  });

  it('imports a QTI 3.0 package of a dozen items as written', async () => {
    const imported = await post(`${BANK}/import`, qti);
    expect(imported.statusCode).toBe(200);
    // Two items share their keys with the Moodle questions before: those are updated, by key.
    expect(imported.json().data).toEqual({ created: 10, updated: 2 });
    const expected = fromQti(new Uint8Array(Buffer.from(qti.content, 'base64')));
    const list = await bankList();
    for (const item of expected.subjects)
      expect(list.find((row: { key: string }) => row.key === item.key)).toMatchObject({
        subject: JSON.parse(JSON.stringify(item.subject)),
        source: 'qti',
      });
    const fillIns = await bankList('?subjectType=4');
    expect(fillIns.map((row: { key: string }) => row.key)).toEqual([
      'answer-to-everything',
      'square-of-12',
      'square-root-of-16',
      'text-entry',
      'text_entry-Lycidas',
      'two-plus-two',
    ]);
    const search = await bankList('?search=lycidas');
    expect(search.map((row: { key: string }) => row.key)).toEqual(['text_entry-Lycidas']);
  });

  it("matches a category to the school's knowledge point of the same name; imports our definition files", async () => {
    await given
      .db()
      .insert(knowledgePoints)
      .values({ schoolId: given.school.id, key: 'kp-history', name: 'History' });
    const gift = await post(`${BANK}/import`, { format: 'gift', content: sampleText('gift-good.gift') });
    expect(gift.json().data).toEqual({ created: 11, updated: 1 });
    const list = await bankList();
    const pointsOf = (key: string) =>
      list.find((row: { key: string }) => row.key === key)?.subject.knowledgePoints;
    expect(pointsOf('grant-s-tomb')).toEqual(['kp-history']);
    expect(pointsOf('two-plus-two')).toEqual(['maths-arithmetic']);
    const tables = await snapshotTables(given.db());
    expect(tables.knowledge_points?.map((row) => JSON.parse(row).key).sort()).toEqual([
      'geography',
      'kp-history',
      'maths-arithmetic',
    ]);

    const definition = [
      'knowledgePoints: [{ key: algebra, name: Algebra }]',
      'subjects:',
      '  - { key: def-1, subjectType: 3, subjectTitle: "1 + 1 = 2", correctAnswer: true, score: 1, knowledgePoints: [algebra] }',
      '  - { key: def-2, subjectType: 6, subjectTitle: Explain., score: 5, abilities: [{ key: no-such-ability }] }',
    ].join('\n');
    const refused = await post(`${BANK}/import`, { format: 'definition', content: definition });
    expect(refused.json().data.issues).toEqual([
      {
        path: 'subject "def-2".abilities[0].key',
        message: 'no ability dimension "no-such-ability" in your school',
        messageKey: 'validation.bank.noAbilityInSchool',
        params: { key: 'no-such-ability' },
      },
    ]);
    const accepted = await post(`${BANK}/import`, {
      format: 'definition',
      content: definition.replace(', abilities: [{ key: no-such-ability }]', ''),
    });
    expect(accepted.json().data).toEqual({ created: 2, updated: 0 });
    const defined = (await bankList('?search=def-')).map(
      (row: { key: string; subject: { knowledgePoints: string[] } }) => [
        row.key,
        row.subject.knowledgePoints,
      ],
    );
    expect(defined).toEqual([
      ['def-1', ['algebra']],
      ['def-2', []],
    ]);
    expect((await bankList('?search=1 %2B 1')).map((row: { key: string }) => row.key)).toEqual(['def-1']);
  });

  it.each([
    ['moodle', { format: 'moodle', content: sampleText('moodle-bad.xml') }, 8],
    ['gift', { format: 'gift', content: sampleText('gift-bad.gift') }, 7],
    ['qti', { format: 'qti', content: samplePackageBase64('qti-bad'), encoding: 'base64' }, 8],
  ])('a bad %s file gets every problem with its path and writes nothing', async (_, file, count) => {
    const before = await snapshotTables(given.db());
    const response = await post(`${BANK}/import`, file);
    expect(response.statusCode).toBe(400);
    const { data } = response.json();
    expect(data.reason).toBe('VALIDATION_FAILED');
    expect(data.issues).toHaveLength(count);
    expect(data.issues.every((issue: { path: string }) => issue.path.length > 0)).toBe(true);
    expect(await snapshotTables(given.db())).toEqual(before);
  });

  it("the preview's issues carry the key and values the console says them by, beside the English (issue 35)", async () => {
    const bad = { format: 'moodle', content: sampleText('moodle-bad.xml') };
    const preview = await post(`${BANK}/preview`, bad);
    expect(preview.statusCode).toBe(200);
    const { issues } = preview.json().data;
    expect(issues).toEqual(JSON.parse(JSON.stringify(fromMoodleXml(bad.content).issues)));
    expect(issues).toContainEqual({
      path: 'question[3] (name "Pi") (type "numerical")',
      message: 'not supported: a tolerance other than 0 (3.14 ± 0.005): fill-in answers are compared as text',
      messageKey: 'validation.questionFile.unsupported.tolerance',
      params: { values: '3.14 ± 0.005' },
    });
    expect(issues).toContainEqual({
      path: 'question[6] (name "One option") (type "multichoice").options',
      message: 'a choice subject needs at least two options',
      messageKey: 'validation.subjectRules.twoOptions',
      params: {},
    });
    const yaml = await post(`${BANK}/preview`, { format: 'definition', content: 'subjects: [' });
    expect(yaml.json().data.issues).toEqual([
      {
        path: '(file)',
        message: expect.stringMatching(/^invalid YAML or JSON: /),
        messageKey: 'validation.bank.notYamlOrJson',
        params: { detail: expect.any(String) },
      },
    ]);
  });

  it('updates one subject (validated as an import), exports it, and deletes it; each change is audited', async () => {
    const current = (await bankList()).find((row: { key: string }) => row.key === 'rivers');
    const bad = await given.app.injectAs(
      { user: given.admin },
      {
        method: 'PUT',
        url: `${BANK}/rivers`,
        payload: { subject: { ...current.subject, correctAnswer: ['Z'], knowledgePoints: ['nope'] } },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'subject.correctAnswer',
    ]);

    // Not a subject at all (issue 35: null was a 500): a 400 naming the field, whatever the value.
    for (const subject of [null, 'rivers', [1]]) {
      const wrong = await given.app.injectAs(
        { user: given.admin },
        { method: 'PUT', url: `${BANK}/rivers`, payload: { subject } },
      );
      expect(wrong.statusCode, JSON.stringify(subject)).toBe(400);
      expect(wrong.json().message, JSON.stringify(subject)).toMatch(/^subject: /);
    }

    const changed = { ...current.subject, score: 6, knowledgePoints: ['geography'] };
    const put = await given.app.injectAs(
      { user: given.admin },
      { method: 'PUT', url: `${BANK}/rivers`, payload: { subject: changed } },
    );
    expect(put.json()).toMatchObject({ code: 200 });
    expect(put.json().data).toMatchObject({ key: 'rivers', subject: changed, source: 'console' });

    const exported = await get(`${BANK}/export?format=moodle&keys=rivers,capital-of-france`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/application\/xml/);
    const back = fromMoodleXml(exported.body);
    expect(back.subjects.map((s) => [s.key, s.subject.score, s.subject.knowledgePoints])).toEqual([
      ['capital-of-france', 1, []],
      ['rivers', 6, ['geography']],
    ]);

    const zip = await get(`${BANK}/export?format=qti&keys=text_entry-Lycidas`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', 'items/text_entry-Lycidas.xml']);
    expect(strFromU8(files['items/text_entry-Lycidas.xml'] as Uint8Array)).toContain(
      'qti-text-entry-interaction',
    );

    // Two blanks do not fit GIFT's short answer: listed, nothing exported.
    const gift = await get(`${BANK}/export?format=gift&keys=text_entry-Lycidas,missing`);
    expect(gift.statusCode).toBe(400);
    expect(gift.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'keys',
      'subjects[0] (key "text_entry-Lycidas")',
    ]);
    expect(gift.json().data.issues.map((issue: { messageKey: string }) => issue.messageKey)).toEqual([
      'validation.bank.noBankSubject',
      'validation.questionExport.giftBlanks',
    ]);

    const deleted = await given.app.injectAs(
      { user: given.admin },
      { method: 'DELETE', url: `${BANK}/rivers` },
    );
    expect(deleted.statusCode).toBe(200);
    const gone = await given.app.injectAs({ user: given.admin }, { method: 'DELETE', url: `${BANK}/rivers` });
    expect(gone.statusCode).toBe(404);

    const audit = (await get('/api/admin/v1/audit')).json().data.list;
    expect(
      audit.map((entry: { action: string; target: string }) => `${entry.action} ${entry.target}`),
    ).toEqual(
      expect.arrayContaining(['bank.import bank', 'bank.update bank:rivers', 'bank.delete bank:rivers']),
    );
  });

  it('a candidate is refused (403), another school sees nothing (404), nobody logged in 401', async () => {
    const asCandidate = await given.app.injectAs(
      { user: given.candidate },
      { method: 'POST', url: `${BANK}/preview`, payload: moodle },
    );
    expect(asCandidate.statusCode).toBe(403);
    expect((await given.app.getAs({ user: given.candidate }, BANK)).statusCode).toBe(403);
    const otherSchool = await given.app.injectAs(
      { user: given.admin },
      { method: 'GET', url: BANK, tenant: 'another-school' },
    );
    expect(otherSchool.statusCode).toBe(404);
    expect((await given.app.getAs('anonymous', BANK)).statusCode).toBe(401);
  });
});
