import { loadConfig } from '../../../../apps/server/src/config';
import type { Figure } from '../figures';
import { call, type ProofApp } from '../proof-app';
import type { World } from './world';

/** Issue 35: names that look like `admin` or `émile` (school A has both once this part made them). */
const LOOK_ALIKES = [
  ['Cyrillic а', '\u0430dmin'],
  ['Cyrillic а and і', '\u0430dm\u0456n'],
  ['Cyrillic і', 'adm\u0456n'],
  ['fullwidth', '\uff41\uff44\uff4d\uff49\uff4e'],
  ['mathematical bold', '\ud835\udc1a\ud835\udc1d\ud835\udc26\ud835\udc22\ud835\udc27'],
  ['zero-width space', 'ad\u200bmin'],
  ['zero-width joiner', 'ad\u200dmin'],
  ['zero-width non-joiner', 'adm\u200cin'],
  ['word joiner', 'admin\u2060'],
  ['byte order mark', '\ufeffadmin'],
  ['soft hyphen', 'ad\u00admin'],
  ['right-to-left override', '\u202enimda'],
  ['left-to-right mark', 'admin\u200e'],
  ['Hangul filler', 'admin\u3164'],
  ['surrounding spaces', ' admin '],
  ['NFD é', 'e\u0301mile'],
  ['NFKC ligature', '\ufb01'],
] as const;
const BASES = ['admin', '\u00e9mile', 'fi'];

type Summary = { created: { users?: number } } | undefined;

const FOREIGN = 'https://attacker.example';
const LOOSE_SOURCES = new Set(['https:', 'http:', '*', FOREIGN]);

/** Whether an answer's headers keep a foreign site from framing it. */
function refusesForeignFrame(headers: Headers): boolean {
  const policy = headers.get('content-security-policy') ?? '';
  const sources = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
  if (!sources) return headers.get('x-frame-options') !== null;
  return !sources.some((source) => LOOSE_SOURCES.has(source));
}

/**
 * S9 who may enter: look-alike account names refused through every HTTP path that makes accounts (staff creation,
 * the group import, the school file), and framing by a foreign origin refused on the app's answers and by the config.
 */
export async function runWhoMayEnter(proof: ProofApp, world: World): Promise<Figure[]> {
  const admin = { token: await proof.app.tokenFor({ user: world.adminA }), tenant: world.schoolA };
  const staff = (userName: string) =>
    call(proof.url, 'POST', '/api/admin/v1/staff', {
      ...admin,
      json: { userName, realName: 'Proof', password: 'long-enough-1', role: 'grader' },
    });
  for (const base of BASES) {
    const made = await staff(base);
    if (made.status !== 200)
      throw new Error(`the base name '${base}' was not created: ${made.status} ${made.text}`);
  }
  await call(proof.url, 'POST', '/api/admin/v1/groups', {
    ...admin,
    json: { key: 'proof-names', name: 'Names' },
  });
  const paths = [
    (name: string) => staff(name),
    (name: string) =>
      call(proof.url, 'POST', '/api/admin/v1/groups/proof-names/members/import', {
        ...admin,
        // A name the school has is only added to the group: a password marks the row as a new account.
        json: { rows: [{ userName: name, password: 'long-enough-1' }] },
      }),
    (name: string) =>
      call(proof.url, 'POST', '/api/admin/v1/import', {
        ...admin,
        json: {
          school: { id: world.schoolA, name: 'School A' },
          users: [{ userName: name, password: 'long-enough-1', role: 'proctor' }],
        },
      }),
  ];
  let refused = 0;
  let tried = 0;
  const created: string[] = [];
  for (const [what, name] of LOOK_ALIKES)
    for (const [index, attempt] of paths.entries()) {
      tried += 1;
      const answer = await attempt(name);
      // A spelling of a name the school has, normalised to it, is that account (joined to the group, updated by
      // the school file): no new account, so not a look-alike let through.
      const data = answer.body?.data as { created?: number; summary?: Summary } | undefined;
      const createdNone =
        typeof data?.created === 'number' ? data.created === 0 : data?.summary?.created.users === undefined;
      const isSameAccount = index > 0 && answer.status === 200 && createdNone;
      if ((answer.status >= 400 && answer.status < 500) || isSameAccount) refused += 1;
      else created.push(`${what} (path ${index}): ${answer.status}`);
    }
  if (created.length > 0) console.log(`  S9 look-alikes let through: ${created.join('; ')}`);

  const pages = [
    '/',
    '/api/ischool/v1/schools/none',
    `/iexam/${world.schoolA}/open/examInfo?examId=${world.openExam1}`,
    `/open/api/iexam/userexam/v1/exams/${world.openExam1}?tenant_id=${world.schoolA}`,
    '/docs',
  ];
  let framesRefused = 0;
  for (const page of pages)
    if (refusesForeignFrame((await call(proof.url, 'GET', page)).headers)) framesRefused += 1;
  const looseSettings = ['https:', '*', `'self' https:`, 'attacker.example'];
  let settingsRefused = 0;
  for (const value of looseSettings) {
    try {
      loadConfig({ FRAME_ANCESTORS: value }, false);
    } catch {
      settingsRefused += 1;
    }
  }
  return [
    {
      id: 'S9',
      name: `issue 35: look-alike account names (${LOOK_ALIKES.length} spellings of 'admin', 'émile' and 'fi' × staff creation, group import, school file) refused or found to be the same account`,
      count: refused,
      of: tried,
      goal: { kind: 'all' },
    },
    {
      id: 'S9',
      name: `issue 35: answers that refuse to be framed by a foreign origin (${FOREIGN}), default FRAME_ANCESTORS`,
      count: framesRefused,
      of: pages.length,
      goal: { kind: 'all' },
    },
    {
      id: 'S9',
      name: 'issue 35: FRAME_ANCESTORS settings that would let any site frame the pages, refused at start',
      count: settingsRefused,
      of: looseSettings.length,
      goal: { kind: 'all' },
    },
  ];
}
