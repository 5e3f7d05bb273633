import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

/** The demo school of demo/school.yaml, which the e2e server seeds into its own fresh database. */
export const TENANT = { 'x-tenant-id': 'demo' } as const;

/** Logs a demo account in through the login page, as a person would; the page ends on the school portal. */
export async function logIn(page: Page, userName = 'student1', password = 'demo1234'): Promise<void> {
  await page.goto('/login/index?redirect=%2Fportal%2Fdemo');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/portal\/demo$/);
}

/** A demo exam's id by its name, from the portal call the portal page makes (ids depend on the seed order). */
export async function examIdOf(page: Page, examName: string): Promise<number> {
  const response = await page.request.get('/api/iexam/userexam/v1/portal/exams', { headers: TENANT });
  const body = (await response.json()) as { data: { records: { examId: number; examName: string }[] } };
  const exam = body.data.records.find((record) => record.examName === examName);
  if (!exam) throw new Error(`the portal does not list ${examName}`);
  return exam.examId;
}

/**
 * Waits for antd's modal zoom, mask fade and a select's sliding list to finish, so a screenshot (or axe) sees the
 * page at rest: axe once read a select's list while it slid away after its option was picked (results-held.spec).
 */
export async function settled(page: Page): Promise<Page> {
  await page.waitForFunction(
    () => !document.querySelector('[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-slide-"]'),
  );
  return page;
}

/** A demo exam's id read by student1 in a context of its own, for a browser that never logs in (an open link). */
export async function examIdSeenBy(baseURL: string, examName: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/accounts/login', {
      data: { schoolId: 'demo', userName: 'student1', password: 'demo1234' },
    });
    expect(login.ok()).toBe(true);
    const response = await api.get('/api/iexam/userexam/v1/portal/exams', { headers: TENANT });
    const body = (await response.json()) as { data: { records: { examId: number; examName: string }[] } };
    const exam = body.data.records.find((record) => record.examName === examName);
    if (!exam) throw new Error(`the portal does not list ${examName}`);
    return exam.examId;
  } finally {
    await api.dispose();
  }
}

/**
 * Loads part of an exam definition file (docs/exam-definition.md) into the worker's demo school as the demo admin
 * would: users, exams. Only what the file states changes, so the school is named and otherwise left as it is.
 */
export async function importIntoDemo(
  api: APIRequestContext,
  definition: Record<string, unknown>,
): Promise<void> {
  const login = await api.post('/api/accounts/login', {
    data: { schoolId: 'demo', userName: 'admin', password: 'admin1234' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const imported = await api.post('/api/admin/v1/import', {
    headers: { ...TENANT, authorization: `Bearer ${token}` },
    data: { school: { id: 'demo', name: '示范学校' }, ...definition },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
}
