// The floor of the judge scenario: raw QuickJS evaluation of the judge's programs in a worker thread, with none of
// the judge's work around it (no job messages, no verdicts, no output limit). Each message measures one slice:
// `isolated` gives each case a fresh runtime and context as the judge does; otherwise one context is reused (each
// program wrapped in a function). The thread lives through the scenario, so V8 tiers its WASM up once, as the
// judge's threads do.
import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModule } from 'quickjs-emscripten';

const quickJs = await newQuickJSWASMModule();
const cases = workerData.programs.flatMap((program) =>
  program.inputs.map((input) => ({ code: program.code, input })),
);

function install(vm, input) {
  const lines = input.split('\n');
  let next = 0;
  const print = vm.newFunction('print', (...handles) => {
    handles.map((handle) => vm.dump(handle)).join(' ');
  });
  const readline = vm.newFunction('readline', () =>
    next < lines.length ? vm.newString(lines[next++]) : vm.undefined,
  );
  const console = vm.newObject();
  vm.setProp(console, 'log', print);
  vm.setProp(vm.global, 'console', console);
  vm.setProp(vm.global, 'readline', readline);
  const inputHandle = vm.newString(input);
  vm.setProp(vm.global, 'input', inputHandle);
  for (const handle of [print, readline, console, inputHandle]) handle.dispose();
}

function isolatedSlice(until) {
  let count = 0;
  while (performance.now() < until) {
    const entry = cases[count % cases.length];
    const runtime = quickJs.newRuntime();
    runtime.setMemoryLimit(64 * 1024 * 1024);
    const vm = runtime.newContext();
    install(vm, entry.input);
    vm.unwrapResult(vm.evalCode(entry.code)).dispose();
    vm.dispose();
    runtime.dispose();
    count += 1;
  }
  return count;
}

function sharedSlice(until) {
  let count = 0;
  const runtime = quickJs.newRuntime();
  const vm = runtime.newContext();
  while (performance.now() < until) {
    const entry = cases[count % cases.length];
    install(vm, entry.input);
    vm.unwrapResult(vm.evalCode(`(function () {\n${entry.code}\n})()`)).dispose();
    count += 1;
  }
  vm.dispose();
  runtime.dispose();
  return count;
}

parentPort.on('message', ({ seconds, isolated }) => {
  const until = performance.now() + seconds * 1000;
  parentPort.postMessage(isolated ? isolatedSlice(until) : sharedSlice(until));
});
parentPort.postMessage('ready');
