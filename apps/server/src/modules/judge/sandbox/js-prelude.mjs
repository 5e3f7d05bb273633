// The JavaScript judge's prelude. These functions run inside QuickJS, never in Node: js-worker.mjs turns them into
// source (Function.prototype.toString) and calls them in each case's fresh context, so they may use nothing outside
// their own bodies and reach no host capability; the only host functions they are given are `write` (text to the
// case's output, as print does, without the line end) and `exit` (notes the code process.exit was called with).

/**
 * Node's standard input and output as contest programs use them (Codeforces, AtCoder, HackerRank templates):
 * `require('fs').readFileSync(0 | '/dev/stdin')`, `process.stdin` events, `require('readline').createInterface`
 * with its line and close events or `for await`, `process.stdout.write`, all over the case's input string, and
 * `process.exit`.
 * Returns `nextEvent`, which the host calls once the program and its promise jobs have run: each call delivers the
 * next input event (stdin data, end, each interface's lines, its close), as Node's event loop does, and answers
 * false when none is left.
 */
export function installNodeInput(global, input, write, exit) {
  const lines = input.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();

  const createEmitter = (target) => {
    const listeners = new Map();
    const add = (event, listener, isOnce) => {
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).push({ listener, isOnce });
      return target;
    };
    target.on = (event, listener) => add(event, listener, false);
    target.addListener = target.on;
    target.once = (event, listener) => add(event, listener, true);
    target.off = (event, listener) => {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((entry) => entry.listener !== listener),
      );
      return target;
    };
    target.removeListener = target.off;
    target.removeAllListeners = (event) => {
      if (event === undefined) listeners.clear();
      else listeners.delete(event);
      return target;
    };
    target.listenerCount = (event) => (listeners.get(event) ?? []).length;
    return (event, ...values) => {
      const entries = listeners.get(event) ?? [];
      listeners.set(
        event,
        entries.filter((entry) => !entry.isOnce),
      );
      for (const entry of entries) entry.listener.apply(target, values);
      return entries.length > 0;
    };
  };

  const stdin = { fd: 0, isTTY: false };
  const emitStdin = createEmitter(stdin);
  let isStdinRead = false;
  stdin.setEncoding = () => stdin;
  stdin.resume = () => stdin;
  stdin.pause = () => stdin;
  stdin.read = () => {
    if (isStdinRead || input === '') return null;
    isStdinRead = true;
    return input;
  };
  stdin[Symbol.asyncIterator] = async function* chunks() {
    if (input !== '') yield input;
  };

  const output = (isError) => ({
    fd: isError ? 2 : 1,
    isTTY: false,
    write(chunk, encoding, callback) {
      write(String(chunk), isError);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') void Promise.resolve().then(() => done());
      return true;
    },
  });

  const interfaces = [];
  const createInterface = () => {
    const rl = { terminal: false, closed: false };
    const emit = createEmitter(rl);
    let nextLine = 0;
    rl.close = () => {
      if (rl.closed) return;
      rl.closed = true;
      emit('close');
    };
    rl.deliverLines = () => {
      while (!rl.closed && nextLine < lines.length) emit('line', lines[nextLine++]);
    };
    rl.setPrompt = () => {};
    rl.prompt = () => {};
    rl.pause = () => rl;
    rl.resume = () => rl;
    rl[Symbol.asyncIterator] = () => ({
      next: () =>
        Promise.resolve(
          !rl.closed && nextLine < lines.length
            ? { value: lines[nextLine++], done: false }
            : { value: undefined, done: true },
        ),
      return: () => {
        rl.close();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    });
    interfaces.push(rl);
    return rl;
  };

  const modules = {
    fs: {
      readFileSync(path) {
        if (path === 0 || path === '/dev/stdin') return input;
        throw new Error(
          `the judge gives a program no files: read the standard input (readFileSync(0) or readFileSync('/dev/stdin')), not ${String(path)}`,
        );
      },
    },
    readline: { createInterface },
  };
  global.require = function require(name) {
    const module = modules[String(name).replace(/^node:/, '')];
    if (module === undefined) throw new Error(`module ${String(name)} is not available in the judge`);
    return module;
  };
  const exitSignal = Object.freeze({ name: 'ProcessExit', message: 'the program called process.exit' });
  global.process = {
    stdin,
    stdout: output(false),
    stderr: output(true),
    argv: ['node', 'main.js'],
    env: {},
    // Ends the program as Node's does. The host notes the code, keeps no output from then on and stops the program
    // at its next interrupt check and after each step of the event loop, so a catch of the program's own may stop
    // this throw but not the exit; the throw only unwinds the program at once.
    exit(code) {
      const status = code === undefined || code === null ? 0 : Number(code);
      if (!Number.isInteger(status))
        throw new TypeError(`process.exit: the code must be an integer, not ${String(code)}`);
      exit(status);
      throw exitSignal;
    },
  };

  // Node's event loop after the program: stdin's data, end and close, then each interface's lines and close.
  const events = [
    () => {
      emitStdin('readable');
      return input !== '' && emitStdin('data', input);
    },
    () => {
      const hasEnd = emitStdin('end');
      return emitStdin('close') || hasEnd;
    },
  ];
  let nextEvent = 0;
  let nextInterface = 0;
  return function deliverNextEvent() {
    while (nextEvent < events.length) if (events[nextEvent++]()) return true;
    const rl = interfaces[nextInterface];
    if (rl === undefined) return false;
    if (!rl.closed && rl.listenerCount('line') > 0 && !rl.isDelivered) {
      rl.isDelivered = true;
      rl.deliverLines();
      return true;
    }
    nextInterface += 1;
    rl.close();
    return true;
  };
}

/**
 * Tells an exception nobody handled in async code from one that was handled, as Node does when it stops a program
 * on an unhandled rejection. js-instrument.mjs has each async function body of the program report what escapes it
 * (`__judge.escaped`) and each catch clause what it catches (`__judge.caught`); here then callbacks, promise
 * executors and rejections report the same, and a rejection handler counts as a catch. What escaped and was never
 * caught when the program's jobs are done is an unhandled rejection: `firstUnhandled` (returned) gives it to the
 * host, as `{ reason }`, or undefined.
 */
export function installAsyncWatch(global) {
  const pending = new Map();
  const escaped = (reason) => {
    pending.delete(reason);
    pending.set(reason, true);
  };
  const caught = (reason) => {
    pending.delete(reason);
  };
  Object.defineProperty(global, '__judge', { value: Object.freeze({ escaped, caught }) });

  const NativePromise = global.Promise;
  const nativeThen = NativePromise.prototype.then;
  const sourceOf = Function.prototype.toString;
  // A native function passed to then() is the engine passing a rejection on (Promise.all, finally, a promise
  // resolved with a promise), not a handler; the host's own functions (console.log …) are handlers.
  const hostFunctions = new Set([global.print, global.readline, ...Object.values(global.console)]);
  const isPassingOn = (callback) =>
    !hostFunctions.has(callback) && sourceOf.call(callback).endsWith('[native code]\n}');
  const guard = (callback, isHandler) => {
    if (typeof callback !== 'function' || isPassingOn(callback)) return callback;
    return (value) => {
      if (isHandler) caught(value);
      try {
        return callback(value);
      } catch (error) {
        escaped(error);
        throw error;
      }
    };
  };
  Object.defineProperty(NativePromise.prototype, 'then', {
    value: function then(onFulfilled, onRejected) {
      return nativeThen.call(this, guard(onFulfilled, false), guard(onRejected, true));
    },
    writable: true,
    configurable: true,
  });
  const nativeAllSettled = NativePromise.allSettled;
  Object.defineProperty(NativePromise, 'allSettled', {
    value: function allSettled(values) {
      return nativeThen.call(nativeAllSettled.call(this, values), (results) => {
        for (const result of results) if (result.status === 'rejected') caught(result.reason);
        return results;
      });
    },
    writable: true,
    configurable: true,
  });

  // `new Promise(executor)` and the statics (Promise.reject, Promise.all …) reject through the executor's reject.
  const PromiseWatch = new Proxy(NativePromise, {
    construct(target, args, newTarget) {
      const executor = args[0];
      const base = newTarget === PromiseWatch ? target : newTarget;
      if (typeof executor !== 'function') return Reflect.construct(target, args, base);
      return Reflect.construct(
        target,
        [
          (resolve, reject) => {
            let isSettled = false;
            try {
              return executor(
                (value) => {
                  isSettled = true;
                  return resolve(value);
                },
                (reason) => {
                  if (!isSettled) escaped(reason);
                  isSettled = true;
                  return reject(reason);
                },
              );
            } catch (error) {
              if (!isSettled) escaped(error);
              throw error;
            }
          },
        ],
        base,
      );
    },
  });
  global.Promise = PromiseWatch;

  return function firstUnhandled() {
    for (const reason of pending.keys()) return { reason };
    return undefined;
  };
}
