#!/usr/bin/env node
// Tests own their clock (DESIGN.md section 7, issue 36): a test that sleeps on real time is slow on an idle machine
// and flaky on a busy one, and a test that reads the wall clock depends on when and how long the suite ran. This
// check finds both in every test file and its helpers; the few places where real time is the point of the test are
// listed, with their reason and a maximum count, in test-clock-exceptions.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { exceptions } from './test-clock-exceptions.mjs';

const TEST_FILE =
  /(\.test\.tsx?$|^e2e\/.*\.spec\.ts$|^apps\/server\/src\/test\/.*\.tsx?$|^apps\/web\/test-server\/.*\.tsx?$|^apps\/web\/src\/test\/.*\.tsx?$)/;

/** Every test file and helper, committed or not yet (a new test is checked before its first commit). */
function listTestFiles() {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    // git needs only where to find itself and its user's configuration, none of the caller's secrets.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const names = new Set(output.split('\0').filter((name) => TEST_FILE.test(name) && !name.endsWith('.d.ts')));
  return [...names].filter((name) => existsSync(name)).sort();
}

// A keyword or punctuation before `/` means a regular expression starts there, not a division.
const REGEX_BEFORE =
  /(^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase|\bdo|\belse|\bin|\bof|\bvoid|\byield|\bawait)\s*$/;

/**
 * The source with comments and the text of string and template literals blanked to spaces (line breaks kept, so
 * line numbers hold): a test named "does not sleep" or a comment quoting `Date.now()` is not an occurrence.
 * Template substitutions stay, since code inside `${...}` runs.
 */
export function blankCommentsAndStrings(source) {
  const out = source.split('');
  const blank = (from, to) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  // Each entry is the brace depth at which a template substitution closes back into its template text.
  const templates = [];
  let depth = 0;
  let i = 0;
  const n = source.length;
  const scanTemplateText = () => {
    const start = i;
    while (i < n) {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '`') {
        blank(start, i);
        i++;
        return;
      } else if (source[i] === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        templates.push(depth);
        depth++;
        return;
      } else i++;
    }
    blank(start, n);
  };
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      blank(i, end === -1 ? n : end);
      i = end === -1 ? n : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      blank(i, end === -1 ? n : end + 2);
      i = end === -1 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      const start = ++i;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      blank(start, i);
      i++;
    } else if (c === '`') {
      i++;
      scanTemplateText();
    } else if (c === '/' && REGEX_BEFORE.test(source.slice(Math.max(0, i - 12), i))) {
      let inClass = false;
      const start = ++i;
      while (i < n && source[i] !== '\n') {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        else if (source[i] === '/' && !inClass) break;
        i++;
      }
      blank(start, i);
      i++;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      i++;
      if (templates.length > 0 && templates.at(-1) === depth) {
        templates.pop();
        scanTemplateText();
      }
    } else i++;
  }
  return out.join('');
}

/** The index just past the parenthesis that closes the one at `open`. */
function closingParen(code, open) {
  let level = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '(') level++;
    else if (code[i] === ')' && --level === 0) return i + 1;
  }
  return code.length;
}

const IDENT = '[A-Za-z_$][\\w$]*';

/**
 * `new Promise((resolve) => setTimeout(resolve, ms))` in its spellings: the executor's first parameter, or an arrow
 * calling it, handed to setTimeout. A setTimeout that rejects is a watchdog on something awaited, not a sleep.
 */
function findPromiseSleeps(code) {
  const found = [];
  const promise = /new\s+Promise\s*(<[^()]*?>)?\s*\(/g;
  for (let match = promise.exec(code); match; match = promise.exec(code)) {
    const open = match.index + match[0].length - 1;
    const body = code.slice(open + 1, closingParen(code, open) - 1);
    const params = new RegExp(
      `^\\s*(?:async\\s+)?(?:function\\s*(?:${IDENT})?\\s*)?\\(?\\s*(${IDENT})(?:\\s*:[^,)]*)?\\s*[,)=]`,
    ).exec(body);
    if (!params) continue;
    const resolve = params[1];
    const resolving = new RegExp(
      `\\bsetTimeout\\s*\\(\\s*(?:${resolve}\\b(?!\\s*\\()|\\(\\s*\\)\\s*=>\\s*\\{?\\s*(?:void\\s+)?${resolve}\\s*\\()`,
      'g',
    );
    for (let inner = resolving.exec(body); inner; inner = resolving.exec(body)) {
      found.push({ promise: match.index, setTimeout: open + 1 + inner.index });
    }
  }
  return found;
}

/** Names bound to a sleep in this file: `const pause = (ms) => new Promise(...)`, `function sleep(ms) { return ... }`. */
function findSleepHelpers(code, sleepingPromises) {
  const names = new Set();
  const definition = new RegExp(
    `(?:(?:const|let|var)\\s+(${IDENT})\\s*=\\s*(?:async\\s*)?(?:\\([^()]*\\)|${IDENT})\\s*(?::[^=]*?)?=>\\s*\\{?\\s*(?:return\\s+)?|function\\s+(${IDENT})\\s*\\([^()]*\\)\\s*(?::[^{]*)?\\{\\s*(?:return\\s+|await\\s+))(?=new\\s+Promise\\b)`,
    'g',
  );
  for (const match of code.matchAll(definition)) {
    if (sleepingPromises.has(match.index + match[0].length)) names.add(match[1] ?? match[2]);
  }
  return names;
}

function lineOf(code, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (code[i] === '\n') line++;
  return line;
}

/** Each occurrence in one file's source: { line, rule, what }. */
export function findOccurrences(source) {
  const code = blankCommentsAndStrings(source);
  const occurrences = [];
  const add = (index, rule, what) => occurrences.push({ line: lineOf(code, index), rule, what });

  const promiseSleeps = findPromiseSleeps(code);
  for (const { setTimeout } of promiseSleeps) add(setTimeout, 'sleep', 'a promise resolved by setTimeout');
  const helpers = findSleepHelpers(code, new Set(promiseSleeps.map(({ promise }) => promise)));
  // The conventional names of a sleep helper, wherever it was defined, and node:timers/promises' sleeps.
  for (const name of ['sleep', 'delay', 'wait', 'pause']) helpers.add(name);
  const timersImport = /import\s*\{([^}]*)\}\s*from\s*['"](?:node:)?timers\/promises['"]/g;
  for (let match = timersImport.exec(source); match; match = timersImport.exec(source)) {
    for (const part of match[1].split(',')) {
      const [imported, local] = part.split(/\s+as\s+/).map((name) => name.trim());
      if (imported === 'setTimeout' || imported === 'scheduler') helpers.add(local ?? imported);
    }
  }
  for (const name of helpers) {
    const call = new RegExp(`(?<![\\w$.])${name.replace('$', '\\$')}\\s*\\(`, 'g');
    for (let match = call.exec(code); match; match = call.exec(code)) {
      const before = code.slice(Math.max(0, match.index - 40), match.index);
      // The helper's own definition is not a call of it.
      if (/(?:const|let|var|function)\s+$/.test(before)) continue;
      add(match.index, 'sleep', `${name}(), a sleep`);
    }
  }
  const patterns = [
    [/\bscheduler\.wait\s*\(/g, 'sleep', 'scheduler.wait()'],
    [/\.waitForTimeout\s*\(/g, 'sleep', 'waitForTimeout()'],
    [/(?<![\w$.])Date\.now\s*\(/g, 'wall-clock', 'Date.now()'],
    [/\bnew\s+Date\s*(?:\(\s*\)|(?![\s(]))/g, 'wall-clock', 'new Date()'],
    [/(?<![\w$.]|new\s+)Date\s*\(\s*\)/g, 'wall-clock', 'Date()'],
    [/(?<![\w$.])performance\.now\s*\(/g, 'wall-clock', 'performance.now()'],
    [/\bprocess\.hrtime\b/g, 'wall-clock', 'process.hrtime'],
    [/(?<![\w$.])dayjs\s*\(\s*\)/g, 'wall-clock', 'dayjs()'],
  ];
  for (const [pattern, rule, what] of patterns) {
    for (let match = pattern.exec(code); match; match = pattern.exec(code)) add(match.index, rule, what);
  }
  return occurrences.sort((a, b) => a.line - b.line);
}

function main() {
  const files = listTestFiles();
  const allowed = new Map(exceptions.map((entry) => [`${entry.file}\0${entry.rule}`, entry]));
  const problems = exceptions
    .filter(
      (entry) =>
        !['sleep', 'wall-clock'].includes(entry.rule) ||
        !Number.isInteger(entry.count) ||
        entry.count < 1 ||
        typeof entry.why !== 'string' ||
        entry.why.trim() === '',
    )
    .map(
      (entry) =>
        `${entry.file}: malformed exception: needs rule 'sleep' or 'wall-clock', a count of 1 or more and a why`,
    );
  let occurrenceCount = 0;
  let excusedCount = 0;
  const seen = new Set();
  for (const file of files) {
    const byRule = new Map();
    for (const occurrence of findOccurrences(readFileSync(file, 'utf8'))) {
      occurrenceCount++;
      byRule.set(occurrence.rule, [...(byRule.get(occurrence.rule) ?? []), occurrence]);
    }
    for (const [rule, found] of byRule) {
      const key = `${file}\0${rule}`;
      const exception = allowed.get(key);
      seen.add(key);
      if (exception && found.length <= exception.count) {
        excusedCount += found.length;
        if (found.length < exception.count) {
          problems.push(
            `${file}: stale exception (${rule}): ${found.length} left of ${exception.count} allowed; lower its count in scripts/test-clock-exceptions.mjs`,
          );
        }
        continue;
      }
      const limit = exception ? ` (${found.length} found, ${exception.count} allowed)` : '';
      for (const { line, what } of found) problems.push(`${file}:${line}: ${rule}: ${what}${limit}`);
    }
  }
  for (const entry of exceptions) {
    if (!seen.has(`${entry.file}\0${entry.rule}`)) {
      problems.push(
        `${entry.file}: stale exception (${entry.rule}): ${existsSync(entry.file) ? 'no occurrence left' : 'no such file'}; remove it from scripts/test-clock-exceptions.mjs`,
      );
    }
  }
  for (const problem of problems) console.log(problem);
  console.log(
    `test clock: ${files.length} files, ${occurrenceCount} sleeps or wall-clock reads, ${excusedCount} excepted (${exceptions.length} exceptions), ${problems.length} problems`,
  );
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
