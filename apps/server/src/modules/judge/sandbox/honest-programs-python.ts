import type { HonestProgram } from './honest-program';

const SUM_INPUT = '10 20';
const LINES = '3\n1 2\n3 4\n5 6';
const SUMS = '3\n7\n11';
const TWENTY_THOUSAND = Array.from({ length: 20_000 }, (_, index) => `line ${index}`).join('\n');

const passes = (name: string, code: string, input = SUM_INPUT, expectedOutput = '30'): HonestProgram => ({
  name,
  language: 'python',
  code,
  input,
  expectedOutput,
  verdict: 'passed',
});

/** Python programs as contestants write them (issue 34): the input idioms, large output, the error kinds. */
export const HONEST_PYTHON: HonestProgram[] = [
  passes('input()', 'a, b = map(int, input().split())\nprint(a + b)'),
  passes('sys.stdin.read()', 'import sys\nprint(sum(map(int, sys.stdin.read().split())))'),
  passes('sys.stdin.buffer.read()', 'import sys\nprint(sum(map(int, sys.stdin.buffer.read().split())))'),
  passes(
    'sys.stdin.readline',
    'import sys\ninput = sys.stdin.readline\na, b = map(int, input().split())\nprint(a + b)',
  ),
  passes('open(0)', 'print(sum(map(int, open(0).read().split())))'),
  passes('os.read(0, n)', 'import os\nprint(sum(map(int, os.read(0, 1 << 20).split())))'),
  passes(
    'lines of sys.stdin',
    'import sys\nlines = sys.stdin\nn = int(next(lines))\nfor _ in range(n):\n    a, b = map(int, next(lines).split())\n    print(a + b)',
    LINES,
    SUMS,
  ),
  passes('sys.stdout.buffer.write', 'import sys\nsys.stdout.buffer.write(b"30\\n")'),
  passes('sys.stdout.write', 'import sys\nsys.stdout.write(str(10 + 20) + "\\n")'),
  passes(
    'an output of 20,000 lines (about 200 KB)',
    'print("\\n".join(f"line {i}" for i in range(20000)))',
    '',
    TWENTY_THOUSAND,
  ),
  passes(
    'recursion 10,000 deep with the limit raised',
    'import sys\nsys.setrecursionlimit(20000)\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(10000))',
    '',
    '10000',
  ),
  {
    name: 'output past the question’s limit',
    language: 'python',
    code: 'for i in range(100000):\n    print(i)',
    input: '',
    expectedOutput: '',
    outputLimitKb: 16,
    verdict: 'output_limit',
  },
  {
    name: 'a syntax error, with its line',
    language: 'python',
    code: 'a = 1\nprint(a +)\n',
    input: '',
    expectedOutput: '1',
    verdict: 'compile_error',
    stderr: /line 2[\s\S]*SyntaxError/,
  },
  {
    name: 'an exception, with the program’s line',
    language: 'python',
    code: 'values = [1, 2]\nprint(values[0])\nprint(values[5])\n',
    input: '',
    expectedOutput: '1',
    verdict: 'runtime_error',
    stderr: /File "<main>", line 3[\s\S]*IndexError/,
  },
  {
    name: 'sys.exit with a message',
    language: 'python',
    code: 'import sys\nsys.exit("no solution")',
    input: '',
    expectedOutput: '',
    verdict: 'runtime_error',
    stderr: /no solution/,
  },
  {
    name: 'memory past a 64 MB limit',
    language: 'python',
    code: 'blocks = []\nfor _ in range(100):\n    blocks.append(bytearray(10 ** 6))\nprint(len(blocks))',
    input: '',
    expectedOutput: '100',
    verdict: 'memory_limit',
  },
  passes(
    'memory within a 64 MB limit',
    'blocks = [bytearray(10 ** 6) for _ in range(40)]\nprint(len(blocks))',
    '',
    '40',
  ),
];
