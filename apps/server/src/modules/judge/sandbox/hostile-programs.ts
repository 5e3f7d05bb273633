import type { CaseVerdict } from '@iexam/domain/results';
import type { CodeLanguage } from '@iexam/domain/subjects';

/** A program written to break out of the judge or to bring it down, and the verdicts it may end with. */
export interface HostileProgram {
  name: string;
  language: CodeLanguage;
  code: string;
  verdicts: CaseVerdict[];
  /** It would run on forever: the run must end within the limit + 100 ms. */
  isRunaway?: boolean;
}

const RUNAWAY = ['time_limit', 'memory_limit'] as CaseVerdict[];
const REFUSED = ['runtime_error', 'wrong_answer'] as CaseVerdict[];

/**
 * Issue 19 part 4, the hostile-program suite. `SENTINEL` is a file path and `PORT` a port of a listener on this
 * machine, filled in by the test: no program may create the file or reach the listener.
 */
export const HOSTILE_PROGRAMS: HostileProgram[] = [
  // JavaScript (QuickJS in WASM)
  {
    name: 'js: empty infinite loop',
    language: 'javascript',
    code: 'for (;;) {}',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'js: loop that catches everything',
    language: 'javascript',
    code: 'for (;;) { try { for (;;) {} } catch (e) {} }',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'js: eval of a loop',
    language: 'javascript',
    code: 'eval("for (;;) {}")',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'js: endless promise chain',
    language: 'javascript',
    code: 'Promise.resolve().then(function f() { return Promise.resolve().then(f); });',
    verdicts: RUNAWAY,
    isRunaway: true,
  },
  {
    name: 'js: async loop of awaits',
    language: 'javascript',
    code: '(async () => { for (;;) await 0; })();',
    verdicts: RUNAWAY,
    isRunaway: true,
  },
  {
    name: 'js: catastrophic regex',
    language: 'javascript',
    code: 'print(/(a+)+$/.test("a".repeat(40) + "b"))',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'js: array of objects without end',
    language: 'javascript',
    code: 'const a = []; for (;;) a.push({ x: a.length });',
    verdicts: RUNAWAY,
    isRunaway: true,
  },
  // QuickJS's own string length cap may trip before the memory limit: a runtime error, as in a browser.
  {
    name: 'js: string doubling',
    language: 'javascript',
    code: 'let s = "x"; for (;;) s += s;',
    verdicts: ['memory_limit', 'runtime_error'],
    isRunaway: true,
  },
  {
    name: 'js: one huge string',
    language: 'javascript',
    code: 'print("x".repeat(2 ** 27).length)',
    verdicts: ['memory_limit'],
  },
  {
    name: 'js: one huge buffer',
    language: 'javascript',
    code: 'print(new ArrayBuffer(2 ** 30).byteLength)',
    verdicts: ['memory_limit'],
  },
  {
    name: 'js: unbounded recursion',
    language: 'javascript',
    code: 'function f(n) { return f(n + 1) + 1; } f(0);',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: deeply nested JSON',
    language: 'javascript',
    code: 'JSON.parse("[".repeat(1e6) + "]".repeat(1e6))',
    verdicts: ['runtime_error', 'memory_limit'],
  },
  {
    name: 'js: output flood',
    language: 'javascript',
    code: 'for (;;) console.log("x".repeat(1000));',
    verdicts: ['output_limit'],
  },
  {
    name: 'js: one print of a million arguments',
    language: 'javascript',
    code: 'print.apply(null, new Array(1e6).fill("xx"))',
    verdicts: ['wrong_answer', 'memory_limit', 'runtime_error'],
  },
  {
    name: 'js: require fs',
    language: 'javascript',
    code: 'require("fs").writeFileSync("SENTINEL", "x")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: process.exit',
    language: 'javascript',
    code: 'print(3); process.exit(0)',
    verdicts: ['passed'],
  },
  {
    name: 'js: static import of fs',
    language: 'javascript',
    code: 'import fs from "fs"; fs.writeFileSync("SENTINEL", "x");',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: dynamic import of child_process',
    language: 'javascript',
    code: 'import("child_process").then((m) => m.execSync("touch SENTINEL"), (e) => print(String(e)));',
    verdicts: REFUSED,
  },
  {
    name: 'js: QuickJS std and os modules',
    language: 'javascript',
    code: 'import("os").then((os) => os.exec(["touch", "SENTINEL"]), (e) => print(typeof std, typeof os, String(e)));',
    verdicts: REFUSED,
  },
  {
    name: 'js: Function constructor to reach process',
    language: 'javascript',
    code: 'print(Function("return typeof process")()); globalThis.constructor.constructor("return process")().exit(1)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: host function constructor',
    language: 'javascript',
    code: 'print.constructor("return process")().mainModule.require("fs")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: fetch to the network',
    language: 'javascript',
    code: 'fetch("http://127.0.0.1:PORT/").then(print)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: WebSocket and XMLHttpRequest',
    language: 'javascript',
    code: 'new XMLHttpRequest(); new WebSocket("ws://127.0.0.1:PORT/")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: timers and Atomics.wait',
    language: 'javascript',
    code: 'setTimeout(() => print(1), 1); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);',
    verdicts: ['runtime_error'],
  },
  {
    name: 'js: a getter that never returns, printed',
    language: 'javascript',
    code: 'console.log({ get a() { for (;;) {} } })',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'js: a thrown object whose toString loops',
    language: 'javascript',
    code: 'throw { toString() { for (;;) {} } }',
    verdicts: ['runtime_error', 'time_limit'],
  },
  {
    name: 'js: prototype pollution of the sandbox',
    language: 'javascript',
    code: 'Object.prototype.toString = () => { for (;;) {} }; Array.prototype.join = null; print([1, 2])',
    verdicts: ['runtime_error', 'time_limit', 'wrong_answer'],
  },
  {
    name: 'js: a proxy that throws on every read',
    language: 'javascript',
    code: 'print(new Proxy({}, { get() { throw new Error("no"); }, ownKeys() { throw new Error("no"); } }))',
    verdicts: ['runtime_error', 'wrong_answer'],
  },
  // Python (pyodide in a child process)
  {
    name: 'py: infinite loop',
    language: 'python',
    code: 'while True:\n    pass',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'py: loop that swallows every exception',
    language: 'python',
    code: 'while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass',
    verdicts: ['time_limit'],
    isRunaway: true,
  },
  {
    name: 'py: sleep',
    language: 'python',
    code: 'import time\ntime.sleep(30)\nprint(3)',
    verdicts: ['time_limit', 'runtime_error'],
    isRunaway: true,
  },
  {
    name: 'py: import js',
    language: 'python',
    code: 'import js\njs.process.exit(1)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: import pyodide_js',
    language: 'python',
    code: 'import pyodide_js\nprint(pyodide_js)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: run_js through pyodide.code',
    language: 'python',
    code: 'from pyodide.code import run_js\nrun_js("process.exit(1)")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: the import blocker removed first',
    language: 'python',
    code: 'import sys\nsys.meta_path.clear()\nimport js\njs.process.exit(1)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: _pyodide_core reloaded',
    language: 'python',
    code: 'import sys\nsys.meta_path.clear()\nimport _pyodide_core\nprint(dir(_pyodide_core))',
    verdicts: REFUSED,
  },
  {
    name: 'py: JS proxies hunted through gc',
    language: 'python',
    code: 'import gc\nfor o in gc.get_objects():\n    if type(o).__name__.startswith("Js"):\n        o.process.exit(1)\nprint("none")',
    verdicts: REFUSED,
  },
  {
    name: 'py: os.system',
    language: 'python',
    code: 'import os\nos.system("touch SENTINEL")\nprint(3)',
    verdicts: REFUSED,
  },
  {
    name: 'py: subprocess',
    language: 'python',
    code: 'import subprocess\nsubprocess.run(["touch", "SENTINEL"])',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: os.fork and kill the parent',
    language: 'python',
    code: 'import os\nos.kill(os.getppid(), 9)\nos.fork()',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: ctypes',
    language: 'python',
    code: 'import ctypes\nlibc = ctypes.CDLL(None)\nlibc.system(b"touch SENTINEL")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: read /etc/passwd',
    language: 'python',
    code: 'print(open("/etc/passwd").read())',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: write the sentinel file',
    language: 'python',
    code: 'open("SENTINEL", "w").write("x")',
    verdicts: REFUSED,
  },
  {
    name: 'py: socket to a listener',
    language: 'python',
    code: 'import socket\nsocket.create_connection(("127.0.0.1", PORT)).send(b"escaped")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: urllib to a listener',
    language: 'python',
    code: 'import urllib.request\nurllib.request.urlopen("http://127.0.0.1:PORT/")',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: threads',
    language: 'python',
    code: 'import threading\nthreading.Thread(target=lambda: None).start()',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: one huge list',
    language: 'python',
    code: 'a = [0] * (10 ** 9)\nprint(len(a))',
    verdicts: ['memory_limit'],
  },
  {
    name: 'py: string doubling',
    language: 'python',
    code: 's = "x"\nwhile True:\n    s += s',
    verdicts: RUNAWAY,
    isRunaway: true,
  },
  {
    name: 'py: a list that grows past the limit',
    language: 'python',
    code: 'a = []\nfor i in range(10 ** 8):\n    a.append(str(i))\nprint(len(a))',
    verdicts: RUNAWAY,
    isRunaway: true,
  },
  {
    name: 'py: unbounded recursion',
    language: 'python',
    code: 'def f(n):\n    return f(n + 1)\nf(0)',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: recursion limit lifted',
    language: 'python',
    code: 'import sys\nsys.setrecursionlimit(10 ** 7)\ndef f(n):\n    return f(n + 1)\nf(0)',
    verdicts: ['runtime_error', ...RUNAWAY],
    isRunaway: true,
  },
  {
    name: 'py: output flood',
    language: 'python',
    code: 'while True:\n    print("x" * 1000)',
    verdicts: ['output_limit'],
  },
  {
    name: 'py: output flood that swallows the stop',
    language: 'python',
    code: 'while True:\n    try:\n        print("x" * 1000)\n    except BaseException:\n        pass',
    verdicts: ['time_limit', 'output_limit'],
    isRunaway: true,
  },
  {
    name: 'py: exit with an error status',
    language: 'python',
    code: 'import sys\nprint(3)\nsys.exit(3)',
    verdicts: ['runtime_error'],
  },
];
