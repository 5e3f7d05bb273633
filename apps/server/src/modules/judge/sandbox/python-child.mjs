// A child process of the Python judge. Pyodide is NOT a sandbox inside Node (its `js` bridge reaches `process`), so
// this process is the boundary, and the program is assumed to reach everything it can: python-pool.ts starts it with
// an empty environment, in a jail of its own as a uid of its own when the server runs as root (python-jail.sh), and
// always under Node's permission model (reads of the pyodide files only, no child processes, workers, addons or
// writes), with eval off and OS limits. Inside, the `js` bridge is unregistered and its modules blocked, which only
// makes the honest path the easy one. It serves ONE program (all its cases) and exits, so nothing one candidate's
// program changes reaches another's.
import { constants, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [pyodideDir, snapshotFile] = process.argv.slice(2);
const PAGE = 64 * 1024;
// Pyodide's node file system asks process.binding for fs constants, which the permission model refuses.
process.binding = (name) => {
  if (name === 'constants') return { fs: constants };
  throw new Error(`process.binding(${name}) is not available`);
};
// The protocol owns the real stdout: one JSON line per case.
const write = process.stdout.write.bind(process.stdout);
const send = (message) => write(`${JSON.stringify(message)}\n`);
// A pipe may still hold a long line when the last case is sent: leave once it is written.
const leave = (code) => write('', () => process.exit(code));

// The subject's memory limit, enforced where the heap grows: emscripten's malloc asks JavaScript for more pages, and
// a refusal is a MemoryError in Python (memory_limit), not a process that grows until the machine's limit.
let heapCapBytes = Number.POSITIVE_INFINITY;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function growWithinLimit(pages) {
  if (this.buffer.byteLength + pages * PAGE > heapCapBytes) throw new RangeError('memory limit');
  return grow.call(this, pages);
};

// Standard input of the case that runs: fd 0 of pyodide's file system reads it, so sys.stdin, sys.stdin.buffer,
// open(0) and os.read(0, n) all see the same bytes.
let stdinBytes = new Uint8Array(0);
let stdinOffset = 0;
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  stdout: () => {},
  stderr: () => {},
  // Made by python-snapshot.mjs before any candidate code ran: the same state as a fresh load, reached faster.
  ...(snapshotFile ? { _loadSnapshot: readFileSync(snapshotFile) } : {}),
});
pyodide.setStdin({
  read(buffer) {
    const size = Math.min(buffer.length, stdinBytes.length - stdinOffset);
    buffer.set(stdinBytes.subarray(stdinOffset, stdinOffset + size));
    stdinOffset += size;
    return size;
  },
});
pyodide.unregisterJsModule('js');
pyodide.unregisterJsModule('pyodide_js');
pyodide.runPython(`
import builtins, io, linecache, sys, traceback

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

class _JudgeSink(io.RawIOBase):
    """The bytes a stream may take before the program is stopped (output_limit)."""
    def __init__(self, limit):
        self.parts, self.size, self.limit, self.truncated = [], 0, limit, False
    def writable(self):
        return True
    def write(self, data):
        data = bytes(data)
        if self.size + len(data) > self.limit:
            self.parts.append(data[: max(0, self.limit - self.size)])
            self.size, self.truncated = self.limit, True
            raise _JudgeOutputLimit()
        self.parts.append(data)
        self.size += len(data)
        return len(data)
    def text(self):
        return b''.join(self.parts).decode('utf-8', 'replace')

def _judge_text(sink):
    # sys.stdout.buffer and sys.stdout.write both work, buffered as CPython's own stdout is when not a terminal.
    return io.TextIOWrapper(io.BufferedWriter(sink, 1 << 16), encoding='utf-8', errors='replace', newline='\\n')

def _judge_write(stream, text):
    try:
        stream.write(text)
    except _JudgeOutputLimit:
        pass

def _judge_traceback(error):
    # The program's own frames only, with their lines: the judge's frames say nothing to a candidate.
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == '<main>']
    head = ['Traceback (most recent call last):\\n', *traceback.format_list(frames)] if frames else []
    return ''.join(head + traceback.format_exception_only(type(error), error))

def _judge_run(code, limit):
    out_sink, err_sink = _JudgeSink(limit), _JudgeSink(limit)
    out, err = _judge_text(out_sink), _judge_text(err_sink)
    stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, 'rb', closefd=False)), encoding='utf-8', errors='replace')
    sys.stdin, sys.stdout, sys.stderr = stdin, out, err
    linecache.cache['<main>'] = (len(code), None, code.splitlines(True), '<main>')
    end = 'exited'
    try:
        try:
            program = compile(code, '<main>', 'exec')
        except (SyntaxError, ValueError) as error:
            end = 'compile_error'
            _judge_write(err, ''.join(traceback.format_exception_only(type(error), error)))
        else:
            exec(program, {'__name__': '__main__', '__builtins__': builtins})
    except _JudgeOutputLimit:
        pass
    except SystemExit as stop:
        if isinstance(stop.code, str):
            _judge_write(err, stop.code + '\\n')
        if stop.code not in (None, 0):
            end = 'threw'
    except MemoryError:
        end = 'out_of_memory'
    except BaseException as error:
        end = 'threw'
        _judge_write(err, _judge_traceback(error))
    finally:
        for stream in (out, err):
            try:
                stream.flush()
            except BaseException:
                pass
        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, sys.__stdout__, sys.__stderr__
    return [end, out_sink.text(), err_sink.text(), out_sink.truncated]
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
  heapCapBytes = heapBefore + job.memoryLimitMb * 1024 * 1024;
  for (const input of job.inputs) {
    const started = performance.now();
    stdinBytes = new TextEncoder().encode(input);
    stdinOffset = 0;
    let run;
    try {
      const result = judgeRun(job.code, job.outputLimitBytes);
      const [end, stdout, stderr, isOutputTruncated] = result.toJs();
      result.destroy();
      // WASM memory only grows: what the program added to the heap is its memory (the cap above refused more).
      const grownBytes = heapBytes() - heapBefore;
      const isOverLimit = grownBytes > job.memoryLimitMb * 1024 * 1024;
      run = {
        end: isOverLimit ? 'out_of_memory' : end,
        stdout,
        stderr,
        isOutputTruncated,
        memoryKb: Math.round(grownBytes / 1024),
      };
    } catch (error) {
      // Pyodide itself failed (its stack exhausted, a fatal error): report the case and let the process end.
      run = {
        end: 'threw',
        stdout: '',
        stderr: `${String(error).slice(0, 2000)}\n`,
        isOutputTruncated: false,
        memoryKb: null,
      };
      send({ jobId: job.jobId, run: { ...run, timeMs: Math.round(performance.now() - started) } });
      return leave(1);
    }
    send({ jobId: job.jobId, run: { ...run, timeMs: Math.round(performance.now() - started) } });
  }
  leave(0);
});
// V8 keeps compiling pyodide's WASM in the background for a while after the load: a run and a short rest first, so
// the first case's time is its own and not that compile's.
judgeRun('print(sum(range(1000)))', 1024).destroy();
await new Promise((resolve) => setTimeout(resolve, 500));
send({ ready: true });
