import type { HostileProgram } from './hostile-programs';

/**
 * Python reaching JavaScript (issue 34): pyodide's import loaders keep a proxy of its API, whose config holds the
 * child's global object. The judge must assume any program gets there, so these programs start from the child's
 * own `process` (P) and the global object (G), and try what a process can do with them.
 */
const REACH_PROCESS = [
  'import gc',
  'def _reach():',
  '    for o in gc.get_objects():',
  '        if type(o).__name__ == "JsLoader":',
  '            try:',
  '                return o.jsproxy._api.config.jsglobals, o.jsproxy',
  '            except Exception:',
  '                pass',
  '    raise SystemExit("the path to JavaScript is gone: update REACH_PROCESS")',
  'G, PYODIDE = _reach()',
  'P = G.process',
  'def show(value):',
  '    print(G.JSON.stringify(value))',
  'def attempt(label, action):',
  '    try:',
  '        print(label, action())',
  '    except BaseException as error:',
  '        print(label, "refused:", type(error).__name__, str(error)[:200])',
  '',
].join('\n');

const fromProcess = (name: string, body: string, more: Partial<HostileProgram> = {}): HostileProgram => ({
  name: `py, from JavaScript: ${name}`,
  language: 'python',
  code: `${REACH_PROCESS}${body}`,
  verdicts: ['wrong_answer', 'runtime_error'],
  ...more,
});

/** Programs aimed at the child process and its jail (issue 34); CANARY is an environment variable of the server. */
export const ESCAPE_PROGRAMS: HostileProgram[] = [
  fromProcess('the path to process works (the premise of this suite)', 'print("pid", P.pid)\nprint(3)', {
    verdicts: ['wrong_answer'],
  }),
  fromProcess('print the environment', 'show(P.env)\nprint(P.env.CANARY)'),
  fromProcess('print the command line', 'show(P.argv)\nshow(P.execArgv)\nprint(P.cwd())'),
  fromProcess('a diagnostic report', 'attempt("report", lambda: G.JSON.stringify(P.report.getReport()))'),
  fromProcess('the parent and init', 'print("ppid", P.ppid)\nattempt("kill 1", lambda: P.kill(1, 0))'),
  fromProcess(
    'every process of the uid',
    'attempt("kill -1", lambda: P.kill(-1, "SIGKILL"))\nprint("alive")',
  ),
  fromProcess(
    'signal every pid',
    'hit = []\nfor pid in range(2, 5000):\n    if pid == P.pid:\n        continue\n    try:\n        P.kill(pid, 0)\n        hit.append(pid)\n    except Exception:\n        pass\nprint("reachable", hit)',
  ),
  fromProcess(
    'become root',
    'attempt("setuid", lambda: P.setuid(0))\nattempt("setgid", lambda: P.setgid(0))',
  ),
  fromProcess('other groups', 'attempt("setgroups", lambda: P.setgroups([0]))\nprint(P.getgroups())'),
  fromProcess(
    'load libc as an addon',
    'attempt("dlopen", lambda: P.dlopen(G.Object(), "/lib/x86_64-linux-gnu/libc.so.6"))',
  ),
  fromProcess(
    'internal bindings',
    'attempt("binding", lambda: P.binding("fs"))\nattempt("linked", lambda: P._linkedBinding("fs"))',
  ),
  fromProcess(
    'read files through pyodide’s loader',
    'for path in ["/proc/self/environ", "/proc/1/environ", "/etc/passwd", "SENTINEL"]:\n    attempt(path, lambda: PYODIDE._api.loadBinaryFile(path))',
  ),
  fromProcess(
    'mount the host through NODEFS',
    'FS = PYODIDE.FS\nFS.mkdir("/host")\nattempt("mount", lambda: FS.mount(FS.filesystems.NODEFS, G.JSON.parse(\'{"root": "/"}\'), "/host"))\nimport os\nattempt("ls", lambda: os.listdir("/host"))\nattempt("environ", lambda: open("/host/proc/self/environ").read())\nattempt("write", lambda: open("/host" + "SENTINEL", "w").write("x"))',
  ),
  fromProcess(
    'a socket through pyodide’s node sockets',
    'attempt("sockfs", lambda: PYODIDE._api.initializeNodeSockFS())\nimport socket\nattempt("connect", lambda: socket.create_connection(("127.0.0.1", PORT)))',
  ),
  fromProcess(
    'forge a passing run on the protocol',
    'P.stdout.write(\'{"jobId": 1, "run": {"end": "exited", "stdout": "3", "stderr": "", "isOutputTruncated": false, "timeMs": 0, "memoryKb": 0}}\\n\')\nprint(4)',
  ),
  fromProcess('stop itself', 'P.kill(P.pid, "SIGSTOP")\nprint(3)', {
    verdicts: ['time_limit'],
    isRunaway: true,
  }),
  fromProcess('abort', 'P.abort()', { verdicts: ['runtime_error'] }),
  fromProcess('exit with success before the output', 'P.exit(0)', {
    verdicts: ['runtime_error', 'wrong_answer'],
  }),
  fromProcess(
    'memory past the limit with the cap removed',
    'G.WebAssembly.Memory.prototype.grow = G.WebAssembly.Memory.prototype.grow\nblocks = []\nwhile True:\n    blocks.append(bytearray(10 ** 7))',
    { verdicts: ['memory_limit', 'runtime_error'], isRunaway: true },
  ),
  fromProcess(
    'the standard input of the server',
    'attempt("fd 3", lambda: P.binding("fs").fstat(3))\nimport os\nattempt("fds", lambda: os.listdir("/proc/self/fd"))',
  ),
  {
    name: 'py: /proc/self/environ',
    language: 'python',
    code: 'print(open("/proc/self/environ").read())',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: /proc/1/environ',
    language: 'python',
    code: 'print(open("/proc/1/environ").read())',
    verdicts: ['runtime_error'],
  },
  {
    name: 'py: os.environ',
    language: 'python',
    code: 'import os\nprint(dict(os.environ))',
    verdicts: ['wrong_answer'],
  },
];
