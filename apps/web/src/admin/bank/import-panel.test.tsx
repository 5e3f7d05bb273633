import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { applyLanguage } from '@/i18n';
import { renderRoute } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { BankImportPanel } from './import-panel';

// The panel alone, as the exam admin of test-server/global-setup.ts, against its real server (a preview writes nothing).
const schoolId = inject('schoolId');
const { adminToken } = inject('preview');

registerAdminTexts();

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(adminToken);
});
afterEach(() => setApiBearerToken(undefined));

const question = (type: string, name: string, inner: string) =>
  `<question type="${type}"><name><text>${name}</text></name><questiontext><text>?</text></questiontext>${inner}</question>`;
const MOODLE_FILE = `<quiz>${question(
  'numerical',
  'Pi',
  '<answer fraction="100"><text>3.14</text><tolerance>0.005</tolerance></answer>',
)}${question('multichoice', 'One option', '<single>true</single><answer fraction="100"><text>Alone</text></answer>')}</quiz>`;

describe("the bank's import preview says each problem of the file in the user's language, at its place (issue 35)", () => {
  it.each([
    {
      language: 'zh_CN' as const,
      chooseFile: '选择文件',
      issues: [
        'question[0] (name "Pi") (type "numerical"): 不支持：不为 0 的误差（3.14 ± 0.005）；填空题的答案按文本比较',
        'question[1] (name "One option") (type "multichoice").options: 选择题至少需要两个选项',
      ],
    },
    {
      language: 'en_US' as const,
      chooseFile: 'Choose a file',
      issues: [
        'question[0] (name "Pi") (type "numerical"): not supported: a tolerance other than 0 (3.14 ± 0.005): fill-in answers are compared as text',
        'question[1] (name "One option") (type "multichoice").options: a choice subject needs at least two options',
      ],
    },
  ])(
    '$language',
    async ({ language, chooseFile, issues }) => {
      await applyLanguage(language);
      renderRoute(<BankImportPanel schoolId={schoolId} />, {
        path: '/admin/:schoolId/bank',
        url: `/admin/${schoolId}/bank`,
      });
      fireEvent.change(screen.getByLabelText(chooseFile), {
        target: { files: [new File([MOODLE_FILE], 'questions.xml', { type: 'text/xml' })] },
      });
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      const items = within(alert).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(issues);
    },
    60_000,
  );
});
