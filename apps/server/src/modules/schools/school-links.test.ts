import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { importExamDefinition } from '../admin/service/import-exam-definition';

const NOW = new Date('2026-06-01T08:00:00Z');

/** The school's host-portal and client links (decision 0028; issue 17 defect 9), from the definition to the page. */
describe('school links', () => {
  const holder = useTestApp();
  const definition = (id: string, clientDownloadUrl: string) => ({
    school: { id, name: '链接学校', clientDownloadUrl },
  });

  it('the desktop client address is kept from the definition and given with the school', async () => {
    const db = holder.db();
    await importExamDefinition(db, definition('links-a', 'https://downloads.example/iexam-client'), NOW);
    const school = await holder.app.inject({ method: 'GET', url: '/api/ischool/v1/schools/links-a' });
    expect(school.json().data).toMatchObject({ clientDownloadUrl: 'https://downloads.example/iexam-client' });
  });

  it('an address that is not https:// or a path is refused at import, naming the field', async () => {
    const db = holder.db();
    const refused = await importExamDefinition(db, definition('links-b', 'javascript:alert(1)'), NOW).catch(
      (caught: unknown) => caught,
    );
    expect(JSON.stringify(refused)).toContain('clientDownloadUrl');
  });
});
