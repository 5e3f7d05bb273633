// A worker thread of the JavaScript judge: candidate programs run in QuickJS compiled to WASM, which reaches only
// the functions handed to it below (print, console.log/error, readline and the input string). No Node API is
// reachable from inside. One fresh QuickJS runtime per case, so nothing a program does survives into the next.
import { parentPort } from 'node:worker_threads';
import { newQuickJSWASMModule } from 'quickjs-emscripten';

const MEGABYTE = 1024 * 1024;
// QuickJS's own stack check stops deep recursion before the thread's native stack (the Worker gets 16 MB) does.
const QUICKJS_STACK_BYTES = MEGABYTE;

let quickJs = await newQuickJSWASMModule();
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

function installHostFunctions(vm, input, sink) {
  const lines = input.split(/\r?\n/);
  let nextLine = 0;
  const text = (handles) => handles.map((handle) => String(vm.dump(handle))).join(' ');
  const print = vm.newFunction('print', (...handles) => sink.write('stdout', `${text(handles)}\n`));
  const printError = vm.newFunction('error', (...handles) => sink.write('stderr', `${text(handles)}\n`));
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
  for (const handle of [print, printError, readline, console, inputHandle]) handle.dispose();
}

function endOf(error, state) {
  if (state.isTimedOut) return 'timed_out';
  if (error === undefined) return 'exited';
  const message = typeof error === 'object' && error !== null ? String(error.message) : String(error);
  if (message === 'out of memory') return 'out_of_memory';
  // Output past the limit stops the program; the verdict then says wrong answer (the output is cut).
  if (state.sink.isTruncated) return 'exited';
  return 'threw';
}

function describeError(error) {
  if (typeof error === 'object' && error !== null) return `${error.name ?? 'Error'}: ${error.message ?? ''}`;
  return `Uncaught ${String(error)}`;
}

function runCase(job, input) {
  const started = performance.now();
  const sink = outputSink(job.outputLimitBytes);
  const state = { isTimedOut: false, sink };
  const runtime = quickJs.newRuntime();
  runtime.setMemoryLimit(job.memoryLimitMb * MEGABYTE);
  runtime.setMaxStackSize(QUICKJS_STACK_BYTES);
  runtime.setInterruptHandler(() => {
    if (sink.isTruncated) return true;
    if (performance.now() - started > job.timeLimitMs) state.isTimedOut = true;
    return state.isTimedOut;
  });
  const vm = runtime.newContext();
  let error;
  try {
    installHostFunctions(vm, input, sink);
    const result = vm.evalCode(job.code, 'main.js');
    if (result.error) {
      error = vm.dump(result.error);
      result.error.dispose();
    } else {
      result.value.dispose();
      // Promise jobs (async functions, then) run to the end too, under the same interrupt.
      const jobs = runtime.executePendingJobs();
      if (jobs.error) {
        error = vm.dump(jobs.error);
        jobs.error.dispose();
      }
    }
  } finally {
    vm.dispose();
    runtime.dispose();
  }
  const end = endOf(error, state);
  if (end === 'threw') sink.write('stderr', `${describeError(error)}\n`);
  return {
    end,
    stdout: sink.stdout,
    stderr: sink.stderr,
    isOutputTruncated: sink.isTruncated,
    timeMs: Math.round(performance.now() - started),
  };
}

parentPort.on('message', async (job) => {
  for (const input of job.inputs) {
    let run;
    try {
      run = runCase(job, input);
    } catch (error) {
      // A trap inside the WASM module (its own stack exhausted) leaves QuickJS in an unknown state: start afresh.
      quickJs = await newQuickJSWASMModule();
      run = { end: 'threw', stdout: '', stderr: `${String(error)}\n`, isOutputTruncated: false, timeMs: 0 };
    }
    parentPort.postMessage({ jobId: job.jobId, run });
  }
});
