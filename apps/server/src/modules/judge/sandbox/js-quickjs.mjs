// QuickJS modules for a worker thread of the JavaScript judge, each on a WebAssembly memory the judge owns, so the
// judge enforces a case's memory limit itself. QuickJS's own limit (setMemoryLimit) cannot: built with emscripten it
// has no malloc_usable_size and counts 8 bytes a block, so it refuses only a single allocation past the limit (a
// thousand 1 MB buffers passed a 64 MB limit). Here the heap may grow only until the case's program holds its limit;
// past that emscripten's malloc fails as on an exhausted machine and QuickJS throws "out of memory".
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } from 'quickjs-emscripten';

const PAGE_BYTES = 64 * 1024;
/** The memory quickjs-emscripten's build starts with (16 MiB; its module asks for no less) and its maximum (2 GiB). */
const INITIAL_PAGES = 256;
const MAXIMUM_PAGES = 32 * 1024;
/** emscripten grows the heap 5–20 % past what malloc asked for: the smallest step is room over the limit. */
const GROWTH_ROOM = 1.05;

/** Where the heap starts (after the module's data and its 5 MiB stack): the first block malloc hands out. */
function probeHeapBase(quickJs, fallback) {
  // `module` (emscripten's) is not quickjs-emscripten's typed API, hence the guard.
  const emscripten = quickJs.module;
  if (typeof emscripten?._malloc !== 'function' || typeof emscripten._free !== 'function') return fallback;
  const address = emscripten._malloc(16);
  emscripten._free(address);
  return address > 0 ? address : fallback;
}

/**
 * Loads QuickJS on a fresh memory. A case starts with `startCase(limitBytes)`; `isRefused` tells whether its program
 * asked for more; `grownBytes` is the heap the case reached by the memory's growth (0 while it fits the first 16
 * MiB). A memory that grew keeps its free space for the next case, so `isSpent` asks for a fresh module then.
 */
export async function loadQuickJs() {
  const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: MAXIMUM_PAGES });
  const initialBytes = memory.buffer.byteLength;
  let capBytes = Number.POSITIVE_INFINITY;
  let isRefused = false;
  let isBroken = false;
  // emscripten calls grow() on this object and treats a throw as a failed growth (malloc then returns NULL).
  memory.grow = (pages) => {
    if (memory.buffer.byteLength + pages * PAGE_BYTES > capBytes) {
      isRefused = true;
      throw new RangeError('the case is past its memory limit');
    }
    return WebAssembly.Memory.prototype.grow.call(memory, pages);
  };
  const module = await newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmMemory: memory }));
  const heapBase = probeHeapBase(module, initialBytes);
  return {
    module,
    startCase(limitBytes) {
      capBytes = Math.max(initialBytes, heapBase + limitBytes * GROWTH_ROOM);
      isRefused = false;
    },
    isRefused: () => isRefused,
    grownBytes: () => (memory.buffer.byteLength > initialBytes ? memory.buffer.byteLength - heapBase : 0),
    /** QuickJS failed in a way that may have left it inconsistent (a trap, an error freeing a runtime). */
    markBroken() {
      isBroken = true;
    },
    isSpent: () => isBroken || memory.buffer.byteLength > initialBytes,
  };
}
