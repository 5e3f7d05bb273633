import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { appReady } from './fixtures';
import { exited } from './worker-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The Debian package each tool comes from (.ci/run installs them with Chromium). */
const TOOLS = { Xvfb: 'xvfb', xdotool: 'xdotool' } as const;
const STARTED_WITHIN_MS = 30_000;
/** The size of the screen and of the browser window on it: the page's viewport is a little smaller. */
const SCREEN = { width: 1280, height: 800 };

function isOnPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, tool)));
}

/** Why a headed run cannot happen on this machine, or null when it can. */
export function missingForHeadedRun(): string | null {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM}`;
  for (const [tool, debianPackage] of Object.entries(TOOLS))
    if (!isOnPath(tool))
      return `${tool} is not installed (Debian package ${debianPackage}, which .ci/run installs)`;
  return null;
}

/** The first line a child writes on one of its streams that matches `pattern`, or an error with what it wrote. */
function firstMatch(
  child: ChildProcess,
  stream: NodeJS.ReadableStream | null,
  pattern: RegExp,
  what: string,
) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${text}`)), STARTED_WITHIN_MS);
    stream?.on('data', (chunk) => {
      text += String(chunk);
      const match = text.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${text}`));
    });
  });
}

export interface HeadedChromium {
  /** The browser's first tab, with no focus or visibility emulation: it loses focus and is hidden as a person sees. */
  page: Page;
  /** Keys pressed on the X display, as a keyboard does (xdotool's names: `ctrl+l`, `Escape`, `shift+Tab`). */
  press: (keys: string) => void;
  /** A left click at a point of the screen (the window fills it from the top left corner). */
  click: (x: number, y: number) => void;
  close: () => Promise<void>;
}

/**
 * A headed Chromium on an Xvfb display of its own, driven as a person drives it: keys and clicks go through the X
 * server to the browser's own toolbar and tabs, not into the page as Playwright's input does. Playwright attaches
 * over CDP with `noDefaults`, so it neither emulates focus nor keeps a tab in the background visible. Relative
 * addresses given to `page.goto` are resolved against `baseURL`, and `goto` waits for the app as the fixtures' does.
 */
export async function startHeadedChromium(baseURL: string): Promise<HeadedChromium> {
  // -displayfd: Xvfb takes the first free display and says which, so parallel runs never meet.
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const profile = mkdtempSync(join(tmpdir(), 'iexam-headed-'));
  let browserProcess: ChildProcess | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    // Chromium writes to its profile until it has exited.
    for (const child of [browserProcess, xvfb]) {
      child?.kill();
      if (child) await exited(child);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const [, number] = await firstMatch(xvfb, xvfb.stdio[3] as NodeJS.ReadableStream, /^(\d+)\n/, 'Xvfb');
    const env = { ...process.env, DISPLAY: `:${number}` };
    browserProcess = spawn(
      CHROMIUM,
      [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--password-store=basic',
        '--remote-debugging-port=0',
        `--user-data-dir=${profile}`,
        '--window-position=0,0',
        `--window-size=${SCREEN.width},${SCREEN.height}`,
        'about:blank',
      ],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const [, endpoint = ''] = await firstMatch(
      browserProcess,
      browserProcess.stderr,
      /DevTools listening on (ws:\S+)/,
      'Chromium',
    );
    browser = await chromium.connectOverCDP(endpoint, { noDefaults: true });
    const context = browser.contexts()[0];
    const page = context?.pages()[0];
    if (!page) throw new Error('the headed Chromium has no tab');
    // The window is made the active one, as a person's click on it would: keys then go to it.
    await page.bringToFront();
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(new URL(url, baseURL).href, options);
      await appReady(page);
      return response;
    };
    const xdotool = (...args: string[]) => execFileSync('xdotool', args, { env, stdio: 'ignore' });
    return {
      page,
      press: (keys) => xdotool('key', keys),
      click: (x, y) => xdotool('mousemove', String(x), String(y), 'click', '1'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
