import type { HonestProgram } from './honest-program';

const javascript = (
  name: string,
  code: string,
  input: string,
  expectedOutput: string,
  more: Partial<HonestProgram> = {},
): HonestProgram => ({
  name,
  language: 'javascript',
  code,
  input,
  expectedOutput,
  verdict: 'passed',
  ...more,
});

const SUM_INPUT = '3\n1 2 3\n';
const PATH_NODES = 10_000;
/** A path graph 1 - 2 - … - n, edges listed from the far end so a DFS from 1 goes n deep. */
const PATH_INPUT = [
  `${PATH_NODES}`,
  ...Array.from({ length: PATH_NODES - 1 }, (_, index) => `${PATH_NODES - index - 1} ${PATH_NODES - index}`),
].join('\n');
const TWENTY_THOUSAND_LINES = Array.from({ length: 20_000 }, (_, index) => index + 1).join('\n');

/** JavaScript programs as contestants write them (issue 34): the input idioms, deep recursion, the error kinds. */
export const HONEST_JAVASCRIPT: HonestProgram[] = [
  // The input idioms of Codeforces, AtCoder and LeetCode-style judges, beside the judge's own readline/print/input.
  javascript(
    'fs.readFileSync(0, "utf8")',
    'const data = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconst n = data[0];\nlet sum = 0;\nfor (let i = 1; i <= n; i++) sum += data[i];\nconsole.log(sum);',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'fs.readFileSync(0).toString()',
    'const fs = require("fs");\nconst lines = fs.readFileSync(0).toString().split("\\n");\nconsole.log(lines[1].split(" ").map(Number).reduce((a, b) => a + b, 0));',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'fs.readFileSync("/dev/stdin", "utf8") through node:fs',
    'const { readFileSync } = require("node:fs");\nconst [n, ...xs] = readFileSync("/dev/stdin", "utf8").split(/\\s+/).filter(Boolean).map(Number);\nconsole.log(xs.slice(0, n).reduce((a, b) => a + b, 0));',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'process.stdin data and end events',
    'let input = "";\nprocess.stdin.setEncoding("utf8");\nprocess.stdin.on("data", (chunk) => { input += chunk; });\nprocess.stdin.on("end", () => {\n  const [n, ...xs] = input.trim().split(/\\s+/).map(Number);\n  console.log(xs.reduce((a, b) => a + b, 0) + n - n);\n});',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'readline interface: line and close events',
    'const readline = require("readline");\nconst rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: false });\nconst lines = [];\nrl.on("line", (line) => lines.push(line));\nrl.on("close", () => {\n  const xs = lines[1].split(" ").map(Number);\n  console.log(xs.reduce((a, b) => a + b, 0));\n});',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'readline interface read with for await',
    'const rl = require("readline").createInterface({ input: process.stdin });\n(async () => {\n  const lines = [];\n  for await (const line of rl) lines.push(line);\n  console.log(lines[1].split(" ").map(Number).reduce((a, b) => a + b, 0));\n})();',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'readline interface closed by the program after its first line',
    'const rl = require("readline").createInterface({ input: process.stdin });\nrl.on("line", (line) => { console.log(Number(line) * 2); rl.close(); });\nrl.on("close", () => console.log("closed"));',
    '21\n99\n',
    '42\nclosed',
  ),
  javascript(
    'process.stdout.write without line ends',
    'const xs = require("fs").readFileSync(0, "utf8").split("\\n")[1].split(" ");\nfor (const x of xs) process.stdout.write(x * 2 + " ");\nprocess.stdout.write("\\n");',
    SUM_INPUT,
    '2 4 6',
  ),
  javascript(
    'readline(), print and the input string together',
    'const n = Number(readline());\nconst xs = readline().split(" ").map(Number);\nprint(xs.length === n, input.length);\nconsole.log(xs.reduce((a, b) => a + b, 0));',
    SUM_INPUT,
    'true 8\n6',
  ),
  javascript(
    'a module the judge does not offer',
    'const os = require("os");\nconsole.log(os.cpus().length);',
    '',
    '',
    { verdict: 'runtime_error', stderr: /module os is not available in the judge/ },
  ),
  // process.exit as Node templates end with it: the program stops there, its output so far kept; a code other
  // than 0 is a runtime error. Output after a caught exit does not count, as Node would have ended the program.
  javascript(
    'process.exit(0) after printing the answer',
    'const xs = require("fs").readFileSync(0, "utf8").split("\\n")[1].split(" ").map(Number);\nconsole.log(xs.reduce((a, b) => a + b, 0));\nprocess.exit(0);\nconsole.log("never");',
    SUM_INPUT,
    '6',
  ),
  javascript(
    'process.exit(0) inside a try/catch, with more output after it',
    'const rl = require("readline").createInterface({ input: process.stdin });\nrl.on("line", (line) => {\n  console.log(Number(line) * 2);\n  try {\n    process.exit(0);\n  } catch {}\n  console.log("after exit");\n});\nrl.on("close", () => console.log("closed"));\nPromise.resolve().then(() => process.stdout.write("job\\n"));',
    '21\n99\n',
    'job\n42',
  ),
  javascript('process.exit(2) after printing the answer', 'console.log(6);\nprocess.exit(2);', '', '6', {
    verdict: 'runtime_error',
    stderr: /process\.exit\(2\)/,
  }),
  // Recursion as deep as a DFS on a path of 10,000 nodes; an endless recursion is still a clean runtime error.
  javascript(
    'a recursive DFS 10,000 deep',
    'const [n, ...rest] = require("fs").readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);\nconst adjacent = Array.from({ length: n + 1 }, () => []);\nfor (let i = 0; i < rest.length; i += 2) { adjacent[rest[i]].push(rest[i + 1]); adjacent[rest[i + 1]].push(rest[i]); }\nconst depth = new Array(n + 1).fill(-1);\nfunction dfs(node, d) {\n  depth[node] = d;\n  for (const next of adjacent[node]) if (depth[next] < 0) dfs(next, d + 1);\n}\ndfs(1, 0);\nconsole.log(Math.max(...depth));',
    PATH_INPUT,
    String(PATH_NODES - 1),
  ),
  javascript(
    'a recursion without end',
    'function down(n) {\n  return down(n + 1) + 1;\n}\ndown(0);',
    '',
    '',
    {
      verdict: 'runtime_error',
      stderr: /stack overflow/,
    },
  ),
  // Exceptions in async code: Node stops with an unhandled rejection, a contest judge says runtime error.
  javascript(
    'an async function that throws, called and left',
    'async function main() {\n  console.log("start");\n  throw new Error("boom in main");\n}\nmain();',
    '',
    'start',
    { verdict: 'runtime_error', stderr: /boom in main[\s\S]*line 3/ },
  ),
  javascript(
    'an exception in a then callback',
    'Promise.resolve(2).then((x) => {\n  const cell = null;\n  console.log(cell.value * x);\n});',
    '',
    '',
    { verdict: 'runtime_error', stderr: /TypeError[\s\S]*line 3/ },
  ),
  javascript(
    'a promise rejected by the program and never handled',
    'new Promise((resolve, reject) => reject(new Error("nobody waits")));\nconsole.log(1);',
    '',
    '1',
    { verdict: 'runtime_error', stderr: /nobody waits/ },
  ),
  javascript(
    'an error thrown in a readline close handler',
    'const rl = require("readline").createInterface({ input: process.stdin });\nrl.on("close", () => {\n  undefinedFunction();\n});',
    '1\n',
    '',
    { verdict: 'runtime_error', stderr: /undefinedFunction[\s\S]*line 3/ },
  ),
  javascript(
    'an async error caught by the caller',
    'async function parse(text) {\n  if (text === "") throw new Error("empty");\n  return Number(text);\n}\nasync function main() {\n  try {\n    await parse("");\n  } catch (error) {\n    console.log("caught", error.message);\n  }\n  console.log(await parse("7"));\n}\nmain();',
    '',
    'caught empty\n7',
  ),
  javascript(
    'an async error handled with catch() and a rejection passed through Promise.all',
    'const fail = async (n) => { throw new Error("fail " + n); };\nfail(1).catch((error) => console.log(error.message));\nPromise.all([fail(2), Promise.resolve(3)]).then(\n  () => console.log("never"),\n  (error) => console.log("all:", error.message),\n);\nPromise.allSettled([fail(4)]).then((results) => console.log(results[0].status));',
    '',
    'fail 1\nall: fail 2\nrejected',
  ),
  javascript(
    'async code beside regular expressions, templates and comments with braces',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the program's own template literals
    'const pattern = /[{}]+/g;\nconst wrap = (s) => `{${s}}`;\nasync function count(text) {\n  // a } and an async function x() { in a comment\n  return (text.match(pattern) ?? []).length;\n}\n(async () => {\n  try {\n    console.log(await count(wrap(`${"{".repeat(2)}`)), "}");\n  } catch (error) {\n    console.log("never", error);\n  }\n})();',
    '',
    '1 }',
  ),
  // Error reports that name the place: the line and column of a syntax error, the line of a runtime error.
  javascript('a syntax error', 'const a = 1;\nconst b = 2;\nlet c = a +* b;\nconsole.log(c);', '', '', {
    verdict: 'compile_error',
    stderr: /SyntaxError.*line 3, column 12/,
  }),
  javascript(
    'a runtime error names its line',
    'const point = {};\nfunction xOf(p) {\n  return p.position.x;\n}\nconsole.log(xOf(point));',
    '',
    '',
    { verdict: 'runtime_error', stderr: /TypeError: cannot read property 'x' of undefined[\s\S]*line 3/ },
  ),
  // Limits: memory that grows without end, output past the limit, and a large correct output.
  // Each ends in under a second of CPU time; the longer limit keeps the wall-clock backstop (2 × the limit + 100 ms)
  // out of the way on a loaded test machine.
  javascript('an array that grows without end', 'const a = [];\nfor (;;) a.push(a.length);', '', '', {
    verdict: 'memory_limit',
    timeLimitMs: 5000,
  }),
  javascript(
    'strings kept without end',
    'const kept = [];\nfor (let i = 0; ; i++) kept.push("line " + i);',
    '',
    '',
    { verdict: 'memory_limit', timeLimitMs: 5000 },
  ),
  javascript(
    'a BFS queue that never stops growing',
    'const queue = [[0, 0]];\nfor (let head = 0; ; head++) {\n  const cell = queue[head];\n  queue.push([cell[0] + 1, cell[1]], [cell[0], cell[1] + 1]);\n}',
    '',
    '',
    { verdict: 'memory_limit', timeLimitMs: 5000 },
  ),
  javascript(
    'a thousand 1 MB buffers on a 64 MB question',
    'const blocks = [];\nfor (let i = 0; i < 1000; i++) blocks.push(new ArrayBuffer(1 << 20));\nconsole.log(blocks.length);',
    '',
    '1000',
    { verdict: 'memory_limit' },
  ),
  javascript(
    '50 MB of buffers on a 64 MB question',
    'const blocks = [];\nfor (let i = 0; i < 50; i++) blocks.push(new Uint8Array(1 << 20).fill(i));\nconsole.log(blocks.length);',
    '',
    '50',
  ),
  javascript('output past the limit', 'for (let i = 0; ; i++) console.log(i);', '', '', {
    verdict: 'output_limit',
    outputLimitKb: 16,
  }),
  javascript(
    '20,000 lines of output (109 KB)',
    'const out = [];\nfor (let i = 1; i <= 20000; i++) out.push(i);\nconsole.log(out.join("\\n"));',
    '',
    TWENTY_THOUSAND_LINES,
  ),
];
