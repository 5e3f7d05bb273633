// A child process of the Python judge. Pyodide is NOT a sandbox inside Node (its `js` module reaches `process`), so
// this process is the boundary: started by python-pool.ts under Node's permission model (reads only the pyodide
// files, no child processes, no workers, no addons, no writes), with eval disabled, OS limits, as `nobody` and
// without a network when the server runs as root. Inside, the `js` bridge is unregistered and its modules blocked.
// It serves ONE program (all its cases) and exits, so nothing one candidate's program changes reaches another's.
import { constants, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [pyodideDir, snapshotFile] = process.argv.slice(2);
// Pyodide's node file system asks process.binding for fs constants, which the permission model refuses.
process.binding = (name) => {
  if (name === 'constants') return { fs: constants };
  throw new Error(`process.binding(${name}) is not available`);
};
// The protocol owns the real stdout: one JSON line per case.
const send = (
  (write) => (message) =>
    write(`${JSON.stringify(message)}\n`)
)(process.stdout.write.bind(process.stdout));

const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  stdout: () => {},
  stderr: () => {},
  // Made by python-snapshot.mjs before any candidate code ran: the same state as a fresh load, reached faster.
  ...(snapshotFile ? { _loadSnapshot: readFileSync(snapshotFile) } : {}),
});
pyodide.unregisterJsModule('js');
pyodide.unregisterJsModule('pyodide_js');
pyodide.runPython(`
import builtins, io, sys

_JUDGE_BLOCKED = ('js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip')

class _JudgeBlocker:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in _JUDGE_BLOCKED:
            raise ImportError(f"module '{name}' is not available in the judge")
        return None

for _name in [n for n in sys.modules if n.split('.')[0] in _JUDGE_BLOCKED]:
    del sys.modules[_name]
sys.meta_path.insert(0, _JudgeBlocker())

class _JudgeOutputLimit(BaseException):
    pass

class _JudgeSink(io.TextIOBase):
    def __init__(self, limit):
        self.parts, self.size, self.limit, self.truncated = [], 0, limit, False
    def writable(self):
        return True
    def write(self, text):
        data = str(text).encode('utf-8', 'replace')
        if self.size + len(data) > self.limit:
            self.parts.append(data[: max(0, self.limit - self.size)])
            self.size, self.truncated = self.limit, True
            raise _JudgeOutputLimit()
        self.parts.append(data)
        self.size += len(data)
        return len(text)
    def text(self):
        return b''.join(self.parts).decode('utf-8', 'replace')

def _judge_run(code, stdin, limit):
    import traceback
    out, err = _JudgeSink(limit), _JudgeSink(limit)
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(stdin), out, err
    end = 'exited'
    try:
        exec(compile(code, '<main>', 'exec'), {'__name__': '__main__', '__builtins__': builtins})
    except _JudgeOutputLimit:
        pass
    except SystemExit as stop:
        if stop.code not in (None, 0):
            end = 'threw'
    except MemoryError:
        end = 'out_of_memory'
    except BaseException as error:
        end = 'threw'
        try:
            err.write(''.join(traceback.format_exception_only(type(error), error)))
        except _JudgeOutputLimit:
            pass
    finally:
        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, sys.__stdout__, sys.__stderr__
    if out.truncated and end == 'threw':
        end = 'exited'
    return [end, out.text(), err.text(), out.truncated]
`);
const judgeRun = pyodide.globals.get('_judge_run');
const heapBytes = () => pyodide._module.HEAP8.length;

let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  const newline = buffer.indexOf('\n');
  if (newline < 0) return;
  const job = JSON.parse(buffer.slice(0, newline));
  buffer = '';
  const heapBefore = heapBytes();
  for (const input of job.inputs) {
    const started = performance.now();
    let run;
    try {
      const result = judgeRun(job.code, input, job.outputLimitBytes);
      const [end, stdout, stderr, isOutputTruncated] = result.toJs();
      result.destroy();
      // WASM memory only grows: growth past the subject's limit means the program used more than it may.
      const grownMb = (heapBytes() - heapBefore) / (1024 * 1024);
      run = { end: grownMb > job.memoryLimitMb ? 'out_of_memory' : end, stdout, stderr, isOutputTruncated };
    } catch (error) {
      // Pyodide itself failed (its stack exhausted, a fatal error): report the case and let the process end.
      run = {
        end: 'threw',
        stdout: '',
        stderr: `${String(error).slice(0, 2000)}\n`,
        isOutputTruncated: false,
      };
      send({ jobId: job.jobId, run: { ...run, timeMs: Math.round(performance.now() - started) } });
      process.exit(1);
    }
    send({ jobId: job.jobId, run: { ...run, timeMs: Math.round(performance.now() - started) } });
  }
  process.exit(0);
});
// V8 keeps compiling pyodide's WASM in the background for a while after the load: a run and a short rest first, so
// the first case's time is its own and not that compile's.
judgeRun('print(sum(range(1000)))', '', 1024).destroy();
await new Promise((resolve) => setTimeout(resolve, 500));
send({ ready: true });
