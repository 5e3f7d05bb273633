import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RowChanges } from '@/api/admin/school-import';
import { applyLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';
import { registerAdminTexts } from '../i18n/register';
import { ImportChanges } from './import-changes';

const changes: RowChanges[] = [
  {
    entity: 'schools',
    key: 'demo',
    fields: [
      { field: 'isOpen', from: true, to: false },
      { field: 'contactContext', from: 'Call 123', to: '' },
    ],
  },
  { entity: 'sessions', key: 'final/morning', fields: [{ field: 'capacity', from: 10, to: 5 }] },
];

beforeAll(() => registerAdminTexts());

describe('the import preview lists each field it will change, old → new, before anything is written (issue 35)', () => {
  it.each([
    {
      language: 'en_US' as const,
      list: 'Fields to change',
      rows: ['School demo', 'Session final/morning'],
      fields: ['isOpen: true → false', 'contactContext: Call 123 → (empty)', 'capacity: 10 → 5'],
    },
    {
      language: 'zh_CN' as const,
      list: '将要修改的字段',
      rows: ['学校 demo', '场次 final/morning'],
      fields: ['isOpen：true → false', 'contactContext：Call 123 → （空）', 'capacity：10 → 5'],
    },
  ])('$language', async ({ language, list, rows, fields }) => {
    await applyLanguage(language);
    renderInApp(<ImportChanges changes={changes} />);
    const region = screen.getByRole('region', { name: list });
    for (const row of rows) expect(within(region).getByText(row)).toBeTruthy();
    for (const field of fields) expect(within(region).getByText(field)).toBeTruthy();
  });

  it('says so when no field of an existing row changes', async () => {
    await applyLanguage('en_US');
    renderInApp(<ImportChanges changes={[]} />);
    expect(screen.getByText('No field of an existing row changes')).toBeTruthy();
  });
});
