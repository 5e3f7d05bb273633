/**
 * The programs of the judge scenario: what candidates hand in for small exam problems, each with the inputs of its
 * cases, in JavaScript (`code`: the judge and the raw QuickJS floor run exactly these) and the same in Python.
 */
export const JUDGE_PROGRAMS: { name: string; code: string; python: string; inputs: string[] }[] = [
  {
    name: 'sum of two numbers',
    code: 'const [a, b] = readline().split(" ").map(Number);\nconsole.log(a + b);',
    python: 'a, b = map(int, input().split())\nprint(a + b)',
    inputs: ['1 2', '10 20', '-5 5'],
  },
  {
    name: 'loop to n',
    code: 'let total = 0;\nfor (let i = 0; i < Number(input); i += 1) total += i % 7;\nconsole.log(total);',
    python: 'total = 0\nfor i in range(int(input())):\n    total += i % 7\nprint(total)',
    inputs: ['20000', '50000', '100000'],
  },
  {
    name: 'sort numbers',
    code: 'console.log(input.trim().split(/\\s+/).map(Number).sort((a, b) => a - b).join(" "));',
    python: 'print(" ".join(map(str, sorted(map(int, input().split())))))',
    inputs: [0, 1, 2].map((seed) =>
      Array.from({ length: 300 }, (_, i) => (i * 7919 + seed * 31) % 1000).join(' '),
    ),
  },
  {
    name: 'recursive fibonacci',
    code: 'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\nconsole.log(fib(Number(input)));',
    python: 'def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(int(input())))',
    inputs: ['12', '15', '17'],
  },
  {
    name: 'word count with a map',
    code:
      'const counts = new Map();\nfor (const word of input.split(" ")) counts.set(word, (counts.get(word) ?? 0) + 1);\n' +
      'console.log([...counts].sort((a, b) => b[1] - a[1])[0][0]);',
    python: 'from collections import Counter\nprint(Counter(input().split(" ")).most_common(1)[0][0])',
    inputs: [0, 1, 2].map((seed) =>
      Array.from({ length: 400 }, (_, i) => `w${(i * (seed + 3)) % 37}`).join(' '),
    ),
  },
];
