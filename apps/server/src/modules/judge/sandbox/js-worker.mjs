// A worker thread of the JavaScript judge: candidate programs run in QuickJS compiled to WASM, which reaches only
// the functions handed to it below (print, console.log/error, readline, the input string, a write of text without a
// line end for the prelude's process.stdout, and a note of the code process.exit was called with). No Node API is
// reachable from inside: require, process and Node's input idioms are the prelude's (js-prelude.mjs), written in
// JavaScript over the input string. One fresh QuickJS runtime per case, so nothing a program does survives into the
// next. The thread is started with an empty environment (js-pool.ts) and reads none.
import { parentPort } from 'node:worker_threads';
import { watchCase } from './js-case-clock.mjs';
import { describeCompileError, describeError, isCompileError, PROGRAM_FILE } from './js-errors.mjs';
import { instrumentAsync } from './js-instrument.mjs';
import { installAsyncWatch, installNodeInput } from './js-prelude.mjs';
import { loadQuickJs } from './js-quickjs.mjs';

const MEGABYTE = 1024 * 1024;
// QuickJS checks its recursion against this much of the WASM module's own stack (5 MiB in quickjs-emscripten's
// build): a DFS 10,000 deep fits, and half a MiB stays for the C code between two checks. The thread's native stack
// (js-pool.ts) is sized so that QuickJS's check trips first.
const QUICKJS_STACK_BYTES = 4.5 * MEGABYTE;
const PRELUDE_FILE = 'judge.js';
const NODE_INPUT_SOURCE = `(${installNodeInput.toString()})`;
const ASYNC_WATCH_SOURCE = `(${installAsyncWatch.toString()})`;

let quickJs = await loadQuickJs();
parentPort.postMessage({ ready: true });

function outputSink(limitBytes) {
  const sink = { stdout: '', stderr: '', bytes: 0, isTruncated: false };
  sink.write = (stream, text) => {
    if (sink.isTruncated) return;
    const size = Buffer.byteLength(text);
    if (sink.bytes + size > limitBytes) {
      sink.isTruncated = true;
      const room = Math.max(0, limitBytes - sink.bytes);
      sink[stream] += Buffer.from(text).subarray(0, room).toString();
      sink.bytes = limitBytes;
      return;
    }
    sink.bytes += size;
    sink[stream] += text;
  };
  return sink;
}

/**
 * What a job's cases share: the program as written, what runs (instrumented for async errors when it uses promises
 * or async functions), and which parts of the prelude it can name (a program that never says `require` or
 * `process` does not pay for them).
 */
function prepare(code) {
  const isAsync = /\b(async|await|Promise|then)\b/.test(code);
  return {
    code,
    runnable: isAsync ? instrumentAsync(code) : code,
    usesNodeInput: /\b(require|process)\b/.test(code),
    isAsync,
    compileError: undefined,
  };
}

/** The program's output: none once it called process.exit, where Node would have ended it. */
function programOutput(state) {
  return (stream, text) => {
    if (state.exitCode === undefined) state.sink.write(stream, text);
  };
}

function installHostFunctions(vm, input, write) {
  const lines = input.split(/\r?\n/);
  let nextLine = 0;
  const text = (handles) => handles.map((handle) => String(vm.dump(handle))).join(' ');
  const print = vm.newFunction('print', (...handles) => write('stdout', `${text(handles)}\n`));
  const printError = vm.newFunction('error', (...handles) => write('stderr', `${text(handles)}\n`));
  const readline = vm.newFunction('readline', () =>
    nextLine < lines.length ? vm.newString(lines[nextLine++]) : vm.undefined,
  );
  const console = vm.newObject();
  vm.setProp(console, 'log', print);
  vm.setProp(console, 'info', print);
  vm.setProp(console, 'error', printError);
  vm.setProp(console, 'warn', printError);
  vm.setProp(vm.global, 'console', console);
  vm.setProp(vm.global, 'print', print);
  vm.setProp(vm.global, 'readline', readline);
  const inputHandle = vm.newString(input);
  vm.setProp(vm.global, 'input', inputHandle);
  for (const handle of [print, printError, readline, console]) handle.dispose();
  return inputHandle;
}

/** Evaluates one prelude function and calls it with `args`; returns the function it answers with (a handle). */
function callPrelude(vm, source, args) {
  const installer = vm.unwrapResult(vm.evalCode(source, PRELUDE_FILE));
  try {
    return vm.unwrapResult(vm.callFunction(installer, vm.undefined, ...args));
  } finally {
    installer.dispose();
  }
}

function takeError(vm, handle) {
  try {
    return vm.dump(handle);
  } finally {
    handle.dispose();
  }
}

/** Calls a prelude hook: `read` of its answer, or { error } when the program's code inside it threw. */
function callHook(vm, hook, read = (handle) => vm.dump(handle)) {
  const result = vm.callFunction(hook, vm.undefined);
  if (result.error) return { error: takeError(vm, result.error) };
  try {
    return { value: read(result.value) };
  } finally {
    result.value.dispose();
  }
}

/** The reason in `{ reason }`, dumped on its own (inside an object an Error would dump as {}). */
function readReason(vm, handle) {
  if (vm.typeof(handle) !== 'object') return undefined;
  return { reason: takeError(vm, vm.getProp(handle, 'reason')) };
}

/**
 * Runs the program and Node's event loop after it; answers how it ended: { kind, error, isRejection }. Once the
 * program called process.exit (state.exitCode) nothing more of it runs; endOf reads the end from the code.
 */
function execute(vm, runtime, program, input, state) {
  const output = programOutput(state);
  const hasExited = () => state.exitCode !== undefined;
  const handles = [installHostFunctions(vm, input, output)];
  try {
    let nextEvent;
    let firstUnhandled;
    if (program.usesNodeInput) {
      const write = vm.newFunction('write', (textHandle, isErrorHandle) => {
        output(vm.dump(isErrorHandle) ? 'stderr' : 'stdout', vm.getString(textHandle));
      });
      const exit = vm.newFunction('exit', (codeHandle) => {
        if (hasExited()) return;
        state.exitCode = vm.getNumber(codeHandle);
        // A program already past its memory limit (its "out of memory" caught) is stopped for that, not its exit.
        if (quickJs.isRefused()) state.isOutOfMemory = true;
      });
      handles.push(write, exit);
      nextEvent = callPrelude(vm, NODE_INPUT_SOURCE, [vm.global, handles[0], write, exit]);
      handles.push(nextEvent);
    }
    if (program.isAsync) {
      firstUnhandled = callPrelude(vm, ASYNC_WATCH_SOURCE, [vm.global]);
      handles.push(firstUnhandled);
    }
    let result = vm.evalCode(program.runnable, PROGRAM_FILE);
    if (result.error) {
      const error = takeError(vm, result.error);
      if (!isCompileError(error)) return { kind: 'threw', error };
      if (program.runnable === program.code) return { kind: 'compile_error', error };
      // The instrumented program does not compile: the program's own error, or the instrumentation's fault.
      const check = vm.evalCode(program.code, PROGRAM_FILE, { compileOnly: true });
      if (check.error) return { kind: 'compile_error', error: takeError(vm, check.error) };
      check.value.dispose();
      program.runnable = program.code;
      result = vm.evalCode(program.code, PROGRAM_FILE);
      if (result.error) return { kind: 'threw', error: takeError(vm, result.error) };
    }
    result.value.dispose();
    // Node's event loop: promise jobs run to the end, then the next input event, until neither is left or the
    // program called process.exit.
    while (!hasExited()) {
      const jobs = runtime.executePendingJobs();
      if (jobs.error) return { kind: 'threw', error: takeError(vm, jobs.error) };
      if (hasExited() || nextEvent === undefined) break;
      const event = callHook(vm, nextEvent);
      if ('error' in event) return { kind: 'threw', error: event.error };
      if (!event.value) break;
    }
    if (hasExited()) return { kind: 'exited' };
    if (firstUnhandled !== undefined) {
      const unhandled = callHook(vm, firstUnhandled, (handle) => readReason(vm, handle));
      if ('error' in unhandled) return { kind: 'threw', error: unhandled.error };
      if (unhandled.value) return { kind: 'threw', error: unhandled.value.reason, isRejection: true };
    }
    return { kind: 'exited' };
  } finally {
    for (const handle of handles) handle.dispose();
  }
}

function endOf(outcome, state) {
  if (state.isTimedOut) return 'timed_out';
  // Past the memory limit the program is stopped, whatever it did with QuickJS's "out of memory" (which may be null
  // when QuickJS had no memory left to make the error).
  if (state.isOutOfMemory) return 'out_of_memory';
  // process.exit ended the program there, as in Node: how the run stopped after it (the throw, a catch of the
  // program's own and the interrupt) is not the program's.
  if (state.exitCode !== undefined) return state.exitCode === 0 ? 'exited' : 'threw';
  if (outcome.kind !== 'threw') return outcome.kind;
  if (typeof outcome.error === 'object' && outcome.error?.message === 'out of memory') return 'out_of_memory';
  // Output past the limit stopped the program (the interrupt below): its verdict is output_limit, not its error.
  if (state.sink.isTruncated) return 'exited';
  return 'threw';
}

/** The QuickJS heap in use, in bytes, as QuickJS counts it (objects, arrays, buffers, code; not strings). */
function countedBytes(runtime) {
  const report = runtime.dumpMemoryUsage();
  return Number(/memory used\s+\d+\s+(\d+)/.exec(report)?.[1] ?? 0);
}

/**
 * Frees a case's context and runtime. A program stopped by the judge (its time, memory or output limit, or its
 * process.exit) may leave objects alive, pending promise jobs among them, and QuickJS's runtime then refuses to be
 * freed (an assertion that aborts the module): the module is replaced and the verdict stays the stop's. After a
 * program that ended by itself such a failure is the judge's, and is thrown.
 */
function disposeCase(vm, runtime, state) {
  try {
    vm.dispose();
    runtime.dispose();
  } catch (error) {
    quickJs.markBroken();
    const wasStopped =
      state.isTimedOut || state.isOutOfMemory || state.sink.isTruncated || state.exitCode !== undefined;
    if (!quickJs.isRefused() && !wasStopped) throw error;
  }
}

function runCase(job, program, input, backstopMs) {
  const sink = outputSink(job.outputLimitBytes);
  if (program.compileError !== undefined) {
    sink.write('stderr', program.compileError);
    return {
      end: 'compile_error',
      stdout: '',
      stderr: sink.stderr,
      isOutputTruncated: false,
      timeMs: 0,
      memoryKb: 0,
    };
  }
  const limitBytes = job.memoryLimitMb * MEGABYTE;
  const state = { isTimedOut: false, isOutOfMemory: false, exitCode: undefined, sink };
  quickJs.startCase(limitBytes);
  const runtime = quickJs.module.newRuntime();
  let peakBytes = 0;
  // After a refused growth QuickJS may be inconsistent (its memory dump was seen to trap): no more samples then.
  const sampleMemory = () => {
    if (!quickJs.isRefused()) peakBytes = Math.max(peakBytes, countedBytes(runtime), quickJs.grownBytes());
  };
  const watch = watchCase({ limitMs: job.timeLimitMs, backstopMs, sampleMemory });
  runtime.setMemoryLimit(limitBytes);
  runtime.setMaxStackSize(QUICKJS_STACK_BYTES);
  runtime.setInterruptHandler(() => {
    if (sink.isTruncated || state.exitCode !== undefined) return true;
    if (quickJs.isRefused()) state.isOutOfMemory = true;
    else if (watch.check()) state.isTimedOut = true;
    return state.isTimedOut || state.isOutOfMemory;
  });
  const vm = runtime.newContext();
  let outcome;
  try {
    outcome = execute(vm, runtime, program, input, state);
    sampleMemory();
  } finally {
    disposeCase(vm, runtime, state);
  }
  if (quickJs.isRefused() && state.exitCode === undefined) state.isOutOfMemory = true;
  const timeMs = Math.round(watch.timeMs());
  const end = endOf(outcome, state);
  if (end === 'compile_error') {
    program.compileError = describeCompileError(outcome.error, program.code);
    sink.write('stderr', program.compileError);
  }
  if (end === 'threw')
    sink.write(
      'stderr',
      state.exitCode === undefined
        ? describeError(outcome.error, outcome.isRejection)
        : `process.exit(${state.exitCode})\n`,
    );
  return {
    end,
    stdout: sink.stdout,
    stderr: sink.stderr,
    isOutputTruncated: sink.isTruncated,
    timeMs,
    memoryKb: Math.round((end === 'out_of_memory' ? limitBytes : Math.min(peakBytes, limitBytes)) / 1024),
  };
}

parentPort.on('message', async (job) => {
  const program = prepare(job.code);
  // The pool's watchdog started the first case's clock when it sent the job.
  let backstopMs = job.wallBackstopMs - Math.max(0, Date.now() - job.sentAt);
  for (const input of job.inputs) {
    let run;
    try {
      if (quickJs.isSpent()) quickJs = await loadQuickJs();
      run = runCase(job, program, input, backstopMs);
    } catch (error) {
      // A trap inside the WASM module (the thread's native stack exhausted) leaves QuickJS in an unknown state.
      quickJs.markBroken();
      run = {
        end: 'threw',
        stdout: '',
        stderr: `${String(error)}\n`,
        isOutputTruncated: false,
        timeMs: 0,
        memoryKb: null,
      };
    }
    backstopMs = job.wallBackstopMs;
    parentPort.postMessage({ jobId: job.jobId, run });
  }
});
