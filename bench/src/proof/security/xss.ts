import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { subjects } from '../../../../apps/server/src/db/schema';
import {
  createExam,
  createFullPaper,
  createSchool,
  createSession,
  createUser,
} from '../../../../apps/server/src/test/factories';
import { REPO_ROOT } from '../../processes';
import type { Figure } from '../figures';
import { call, startProofApp } from '../proof-app';

export const WEB_DIST = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Ways script has been smuggled into pages (OWASP's XSS filter evasion list, mXSS and markdown ones), each calling
 * `__xss(<its number>)`: a call recorded means it ran.
 */
const TEMPLATES: ((n: number) => string)[] = [
  (n) => `<script>__xss(${n})</script>`,
  (n) => `<img src=x onerror=__xss(${n})>`,
  (n) => `<img src="x" onerror="&#95;&#95;xss(${n})">`,
  (n) => `<svg onload=__xss(${n})>`,
  (n) => `<svg><script>__xss(${n})</script></svg>`,
  (n) => `<svg><animate onbegin=__xss(${n}) attributeName=x dur=1s>`,
  (n) => `"><script>__xss(${n})</script>`,
  (n) => `'><img src=x onerror=__xss(${n})>`,
  (n) => `</textarea><script>__xss(${n})</script>`,
  (n) => `</title><script>__xss(${n})</script>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `<iframe src="javascript:parent.__xss(${n})"></iframe>`,
  (n) => `<details open ontoggle=__xss(${n})>x</details>`,
  (n) => `<body onload=__xss(${n})>`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<video><source onerror=__xss(${n})></video>`,
  (n) => `<audio src=x onerror=__xss(${n})>`,
  (n) => `<marquee onstart=__xss(${n})>x</marquee>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${n})>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=__xss(${n})>">`,
  (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss(${n})>`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<embed src="javascript:__xss(${n})">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${n})">`,
  (n) => `<base href="javascript:__xss(${n})//">`,
  (n) => `<link rel="stylesheet" href="javascript:__xss(${n})">`,
  (n) => `<style>@import 'javascript:__xss(${n})';</style>`,
  (n) => `<div style="background:url(javascript:__xss(${n}))">x</div>`,
  (n) => `<img src=x onerror=eval(atob('${Buffer.from(`__xss(${n})`).toString('base64')}'))>`,
  (n) => `<scr<script>ipt>__xss(${n})</scr</script>ipt>`,
  (n) => `<IMG SRC=x OnErRoR=__xss(${n})>`,
  (n) => `<img src=x onerror\x0b=__xss(${n})>`,
  (n) => `<img/src=x/onerror=__xss(${n})>`,
  (n) => `<a href="javascript:__xss(${n})" id="xss-link-${n}">link</a>`,
  (n) => `<a href="jav&#x09;ascript:__xss(${n})">link</a>`,
  (n) => `[link](javascript:__xss(${n}))`,
  (n) => `![image](x" onerror="__xss(${n}))`,
  (n) => `<x onclick=__xss(${n})>click</x>`,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
  (n) => `\${__xss(${n})}`,
  (n) => `<svg><a xlink:href="javascript:__xss(${n})"><text y=20>x</text></a></svg>`,
  (n) => `<template><img src=x onerror=__xss(${n})></template>`,
  (n) => `<select autofocus onfocus=__xss(${n})></select>`,
  (n) => `<textarea autofocus onfocus=__xss(${n})></textarea>`,
  (n) => `<keygen autofocus onfocus=__xss(${n})>`,
  (n) => `<frameset onload=__xss(${n})>`,
  (n) => `<table background="javascript:__xss(${n})">`,
  (n) => `<img src="data:image/svg+xml,<svg onload='__xss(${n})'></svg>">`,
  (n) => `<script src="data:text/javascript,__xss(${n})"></script>`,
  (n) => `<style>*{background:red}</style><div onmouseover=__xss(${n})>hover</div>`,
  (n) => `\`\`\`html\n<script>__xss(${n})</script>\n\`\`\``,
  (n) => `<math href="javascript:__xss(${n})">x</math>`,
];

export const payloadCount = TEMPLATES.length;
const payloads = (offset: number) => TEMPLATES.map((template, index) => template(offset + index));

/** The web build the server serves; built once if absent (npm test builds it before). */
function ensureWebBuild() {
  if (existsSync(`${WEB_DIST}/index.html`)) return;
  // From the repository's root: npm runs this suite in bench/, where there is no workspace apps/web.
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: REPO_ROOT });
  if (built.status !== 0) throw new Error('the web build failed');
}

interface Placement {
  field: string;
  offset: number;
}

/**
 * S3: every payload through every field a page shows (exam name, introduction, notice and commitment letter, session
 * names, question titles in HTML and markdown, options, an essay answer shown back on the result page), rendered in
 * Chromium with the server's own headers. A payload ran if it called `__xss`; it reached the page as script if the
 * Content-Security-Policy had to refuse it (the sanitiser let it through).
 */
export async function runXss(): Promise<Figure[]> {
  ensureWebBuild();
  const proof = await startProofApp({ webDist: WEB_DIST, loginRateLimitPerMinute: 1000 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const db = proof.app.database.db;
    const placements: Placement[] = [];
    const place = (field: string) => {
      const offset = placements.length * 1000;
      placements.push({ field, offset });
      // A visible mark ahead of the payloads: the field was on a page if its mark was.
      const list = payloads(offset);
      list[0] = `S3FIELD${offset} ${list[0]}`;
      return list;
    };
    const school = await createSchool(db, {
      name: 'XSS school',
      contactContext: place('school contact').join(' '),
    });
    const user = await createUser(db, school.id);
    const exam = await createExam(db, school.id, {
      examName: place('exam name').join(' '),
      examIntroduction: place('exam introduction').join('<br>'),
      isExamNotice: 1,
      examNotice: place('exam notice').join('<br>'),
      isCommitmentLetter: 1,
      // Leaves counted: the start flow shows the notice (SPEC §4 step 2).
      allowedSwitchScreenTimes: 3,
      examCommitmentLetter: place('commitment letter').join('<br>'),
      beginTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 86_400_000),
      examSettingTime: 120,
      organizeForm: 2,
    });
    const sessionNames = place('session names');
    for (const [index, name] of sessionNames.slice(0, 6).entries())
      await createSession(db, exam, {
        sessionName: name,
        locationName: sessionNames.slice(6).join(' '),
        key: `xss-${index}`,
      });
    const { subjectIds } = await createFullPaper(db, exam);
    // Question titles: the single choice's in HTML, the multiple choice's in markdown; options carry payloads too.
    await db
      .update(subjects)
      .set({ subjectTitle: place('question HTML').join('<br>'), subjectTitleContentType: 1 })
      .where(eq(subjects.id, subjectIds.single));
    await db
      .update(subjects)
      .set({ subjectTitle: place('question markdown').join('\n\n'), subjectTitleContentType: 2 })
      .where(eq(subjects.id, subjectIds.multiple));
    const optionPayloads = place('options');
    await db
      .update(subjects)
      .set({
        options: [
          { key: 'A', content: optionPayloads.slice(0, 20).join('<br>'), contentType: 1 },
          { key: 'B', content: optionPayloads.slice(20, 40).join('\n\n'), contentType: 2 },
          { key: 'C', content: optionPayloads.slice(40).join(' '), contentType: 0 },
        ],
      })
      .where(eq(subjects.id, subjectIds.single));
    const essay = place('essay answer').join('\n');

    const token = await proof.app.tokenFor({ user });
    const context = await browser.newContext({ baseURL: proof.url });
    await context.addCookies([{ name: 'iexam_token', value: token, url: proof.url }]);
    // A string, not a function: tsx would compile a function with helpers the page does not have.
    await context.addInitScript(`
      window.__ran = [];
      window.__blocked = [];
      window.__xss = (n) => window.__ran.push(n);
      window.__parsed = 0;
      document.addEventListener('securitypolicyviolation', (event) => {
        if (!/script/.test(event.violatedDirective)) return;
        // Chromium reports a handler in a document DOMParser makes (the sanitiser's inert copy, where nothing runs)
        // against the page's document: only a violation on an element of the page is script that reached it.
        const target = event.target;
        if (!target || target.nodeType !== 1) {
          window.__parsed += 1;
          return;
        }
        window.__blocked.push(event.violatedDirective + ' on ' + location.pathname + ': ' + target.outerHTML.slice(0, 200));
      });
    `);
    const page = await context.newPage();
    const ran = new Set<number>();
    const blocked: string[] = [];
    let parsedReports = 0;
    const shown: string[] = [];
    const collect = async (where: Page) => {
      await where.waitForTimeout(1_000);
      const found = (await where.evaluate(
        '({ ran: window.__ran, blocked: window.__blocked, parsed: window.__parsed })',
      )) as {
        ran: number[];
        blocked: string[];
        parsed: number;
      };
      for (const n of found.ran) ran.add(n);
      blocked.push(...found.blocked);
      parsedReports += found.parsed;
      shown.push(await where.content());
      if (process.env.PROOF_SCREENSHOTS)
        await where.screenshot({
          path: `${process.env.PROOF_SCREENSHOTS}/s3-${shown.length}.png`,
          fullPage: true,
        });
      await where.evaluate('window.__ran.length = 0; window.__blocked.length = 0; window.__parsed = 0;');
    };

    const info = await page.goto(`/iexam/${school.id}/examInfo?examId=${exam.id}&sxz-lang=en_US`);
    const csp = info?.headers()['content-security-policy'] ?? '';
    await page.waitForLoadState('networkidle');
    await collect(page);
    // The start flow shows the notice.
    const start = page.getByRole('button', { name: /start|begin/i }).first();
    if (await start.isVisible().catch(() => false)) {
      await start.click().catch(() => undefined);
      await page.waitForTimeout(1_500);
      await collect(page);
    }

    const started = await call(proof.url, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      token,
      tenant: school.id,
      json: { examId: exam.id, sessionId: undefined, clientId: 'xss-client-1' },
    });
    const examResultId = Number(started.body?.data?.examResultId);
    if (!examResultId) throw new Error(`start failed: ${started.text.slice(0, 200)}`);
    // The letter is shown on the answer page until accepted; then the paper.
    await page.goto(
      `/iexam/${school.id}/examContent?examResultId=${examResultId}&examId=${exam.id}&sxz-lang=en_US`,
    );
    await page.waitForLoadState('networkidle');
    await collect(page);
    await call(proof.url, 'POST', '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter', {
      token,
      tenant: school.id,
      json: { examResultId },
    });
    await page.goto(
      `/iexam/${school.id}/examContent?examResultId=${examResultId}&examId=${exam.id}&sxz-lang=en_US`,
    );
    await page.waitForLoadState('networkidle');
    await page
      .getByText('Whole paper')
      .click()
      .catch(() => undefined);
    await page.waitForTimeout(1_000);
    await collect(page);
    // The essay answer, typed as a candidate would, saved by the page, shown back on the result page.
    await page.getByRole('textbox', { name: /Answer to Question 6/ }).fill(essay);
    await page.waitForTimeout(3_000);
    await collect(page);

    await call(proof.url, 'POST', '/api/iexam/sso/v1/doExam', {
      token,
      tenant: school.id,
      json: { examResultId },
    });
    await page.goto(
      `/iexam/${school.id}/examResult?examId=${exam.id}&examResultId=${examResultId}&sxz-lang=en_US`,
    );
    await page.waitForLoadState('networkidle');
    await collect(page);
    await context.close();

    const rendered = placements.length * TEMPLATES.length;
    for (const n of [...ran].slice(0, 10)) {
      const placement = placements[Math.floor(n / 1000)];
      console.log(`  RAN payload ${n % 1000} in ${placement?.field}: ${TEMPLATES[n % 1000]?.(n)}`);
    }
    for (const line of blocked.slice(0, 10)) console.log(`  REFUSED BY THE CSP ONLY: ${line}`);
    console.log(
      `  S3: ${parsedReports} reports from the sanitiser's inert parse (DOMParser), where nothing runs: not counted`,
    );
    // A field counts as tested only if its payloads were on a page (as text, or what the sanitiser left).
    const pages = shown.join('\n');
    const seen = placements.filter(({ offset }) => pages.includes(`S3FIELD${offset} `));
    for (const { field } of placements.filter((p) => !seen.includes(p)))
      console.log(`  S3: ${field} was on no page`);
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const forbidsInline =
      csp !== '' && !scriptSources.includes("'unsafe-inline'") && !scriptSources.includes('*');
    return [
      {
        id: 'S3',
        name: `XSS payloads that ran in Chromium (${TEMPLATES.length} payloads × ${placements.length} fields, on the information, answer and result pages)`,
        count: ran.size,
        of: rendered,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'S3',
        name: 'payloads that reached the page as script and were stopped only by the Content-Security-Policy',
        count: blocked.length,
        of: rendered,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'S3',
        name: 'fields whose payloads were on a page (so the figures above tested them)',
        count: seen.length,
        of: placements.length,
        goal: { kind: 'all' },
      },
      {
        id: 'S3',
        name: `the page's Content-Security-Policy forbids inline script (script sources: ${scriptSources || 'none'})`,
        count: forbidsInline ? 1 : 0,
        of: 1,
        goal: { kind: 'all' },
      },
    ];
  } finally {
    await browser.close();
    await proof.close();
  }
}
