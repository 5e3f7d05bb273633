// Marks the places in a program where an exception can leave async code unseen: QuickJS (as quickjs-emscripten
// builds it) has no hook for a rejected promise nobody handles, so the judge adds one to the program's text. Each
// async function body becomes `try { body } catch (e) { __judge.escaped(e); throw e; }` and each catch clause tells
// `__judge.caught` what it caught (js-prelude.mjs installAsyncWatch). Nothing is inserted on a new line, so the
// lines of errors stay the program's. The scan is a tokenizer, not a parser: when it cannot follow the text (an
// unclosed string, a brace too many) it leaves the program as written, and js-worker.mjs runs the program as
// written when the instrumented one does not compile.

const ESCAPED = '}catch(__judgeThrown){__judge.escaped(__judgeThrown);throw __judgeThrown}';
/** Words after which a slash starts a regular expression rather than a division. */
const BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const isSpace = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
const isNameChar = (char) => /[\w$#]/.test(char) || char.charCodeAt(0) >= 0x80 || char === '\\';
const isDigit = (char) => char >= '0' && char <= '9';

function isRegexAllowed(previous) {
  if (previous === undefined) return true;
  switch (previous.type) {
    case 'name':
      return BEFORE_EXPRESSION.has(previous.value);
    case 'punct':
      return ![')', ']', '}', '++', '--'].includes(previous.value);
    case 'template':
      return previous.opensExpression;
    default:
      return false;
  }
}

/** The end of a string, template chunk or regex starting at `start`, or -1 when it does not end on its line. */
function endOfQuoted(code, start, quote) {
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === '\\') index += 1;
    else if (char === quote) return index + 1;
    else if (char === '\n' || char === '\r') return -1;
  }
  return -1;
}

function endOfRegex(code, start) {
  let isInClass = false;
  for (let index = start + 1; index < code.length; index += 1) {
    const char = code[index];
    if (char === '\\') index += 1;
    else if (char === '\n' || char === '\r') return -1;
    else if (char === '[') isInClass = true;
    else if (char === ']') isInClass = false;
    else if (char === '/' && !isInClass) {
      let end = index + 1;
      while (end < code.length && /[a-z]/i.test(code[end])) end += 1;
      return end;
    }
  }
  return -1;
}

/** The program's tokens (comments and spaces left out), or undefined when the scan loses its way. */
function tokenize(code) {
  const tokens = [];
  const templateDepths = [];
  let braceDepth = 0;
  let index = 0;
  // A template chunk from `start` (after ` or the } of an expression) to its closing ` or its next ${.
  const scanTemplate = (start) => {
    for (let at = start; at < code.length; at += 1) {
      const char = code[at];
      if (char === '\\') at += 1;
      else if (char === '`') {
        tokens.push({ type: 'template', opensExpression: false, start, end: at + 1 });
        return at + 1;
      } else if (char === '$' && code[at + 1] === '{') {
        tokens.push({ type: 'template', opensExpression: true, start, end: at + 2 });
        templateDepths.push(braceDepth);
        return at + 2;
      }
    }
    return -1;
  };
  while (index < code.length) {
    const char = code[index];
    const start = index;
    if (isSpace(char)) {
      index += 1;
    } else if (char === '/' && code[index + 1] === '/') {
      const end = code.indexOf('\n', index);
      index = end < 0 ? code.length : end;
    } else if (char === '/' && code[index + 1] === '*') {
      const end = code.indexOf('*/', index + 2);
      if (end < 0) return undefined;
      index = end + 2;
    } else if (char === "'" || char === '"') {
      index = endOfQuoted(code, index + 1, char);
      if (index < 0) return undefined;
      tokens.push({ type: 'string', start, end: index });
    } else if (char === '`') {
      index = scanTemplate(index + 1);
      if (index < 0) return undefined;
    } else if (char === '}' && templateDepths.at(-1) === braceDepth) {
      templateDepths.pop();
      index = scanTemplate(index + 1);
      if (index < 0) return undefined;
    } else if (char === '/' && isRegexAllowed(tokens.at(-1))) {
      index = endOfRegex(code, index);
      if (index < 0) return undefined;
      tokens.push({ type: 'regex', start, end: index });
    } else if (isDigit(char) || (char === '.' && isDigit(code[index + 1] ?? ''))) {
      while (index < code.length && /[\w.]/.test(code[index])) index += 1;
      tokens.push({ type: 'number', start, end: index });
    } else if (isNameChar(char)) {
      while (index < code.length && isNameChar(code[index])) index += 1;
      tokens.push({ type: 'name', value: code.slice(start, index), start, end: index });
    } else {
      const pair = code.slice(index, index + 2);
      const value = pair === '=>' || pair === '++' || pair === '--' ? pair : char;
      if (value === '{') braceDepth += 1;
      if (value === '}') braceDepth -= 1;
      if (braceDepth < 0) return undefined;
      index += value.length;
      tokens.push({ type: 'punct', value, start, end: index });
    }
  }
  return braceDepth === 0 && templateDepths.length === 0 ? tokens : undefined;
}

/** For each opening bracket's index, the index of the token that closes it. */
function matchBrackets(tokens) {
  const closing = new Map();
  const open = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'punct') return;
    if (token.value === '(' || token.value === '[' || token.value === '{') open.push(index);
    else if (token.value === ')' || token.value === ']' || token.value === '}') {
      const opener = open.pop();
      if (opener !== undefined) closing.set(opener, index);
    }
  });
  return closing;
}

const isPunct = (token, value) => token?.type === 'punct' && token.value === value;
const isName = (token, value) => token?.type === 'name' && (value === undefined || token.value === value);

/** The index of the `{` that opens the body of the async function starting at the `async` token `at`, if any. */
function asyncBodyAt(tokens, closing, at) {
  const next = tokens[at + 1];
  const afterParameters = (open) => (isPunct(tokens[open], '(') ? (closing.get(open) ?? -1) + 1 : -1);
  if (isName(next, 'function')) {
    if (isPunct(tokens[at + 2], '*')) return undefined;
    const body = afterParameters(isName(tokens[at + 2]) ? at + 3 : at + 2);
    return isPunct(tokens[body], '{') ? body : undefined;
  }
  if (isPunct(next, '(')) {
    const arrow = afterParameters(at + 1);
    return isPunct(tokens[arrow], '=>') && isPunct(tokens[arrow + 1], '{') ? arrow + 1 : undefined;
  }
  if (!isName(next)) return undefined;
  if (isPunct(tokens[at + 2], '=>')) return isPunct(tokens[at + 3], '{') ? at + 3 : undefined;
  const method = afterParameters(at + 2);
  return isPunct(tokens[method], '{') ? method : undefined;
}

/** The program with its async function bodies and catch clauses reporting to `__judge`, or as written. */
export function instrumentAsync(code) {
  const tokens = tokenize(code);
  if (tokens === undefined) return code;
  const closing = matchBrackets(tokens);
  const insertions = [];
  const insert = (at, text) => insertions.push({ at, text, order: insertions.length });
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (isName(token, 'async') && next && !/[\n\r]/.test(code.slice(token.end, next.start))) {
      if (isPunct(tokens[index - 1], '.')) return;
      const open = asyncBodyAt(tokens, closing, index);
      const close = open === undefined ? undefined : closing.get(open);
      if (open === undefined || close === undefined) return;
      insert(tokens[open].end, 'try{');
      insert(tokens[close].start, ESCAPED);
    } else if (isName(token, 'catch') && isPunct(tokens[index - 1], '}')) {
      if (next && isPunct(next, '{')) {
        insert(next.start, '(__judgeCaught)');
        insert(next.end, '__judge.caught(__judgeCaught);');
      } else if (isPunct(next, '(') && isName(tokens[index + 2]) && isPunct(tokens[index + 3], ')')) {
        const body = tokens[index + 4];
        if (isPunct(body, '{')) insert(body.end, `__judge.caught(${tokens[index + 2].value});`);
      }
    }
  });
  if (insertions.length === 0) return code;
  insertions.sort((first, second) => first.at - second.at || first.order - second.order);
  let result = '';
  let copied = 0;
  for (const { at, text } of insertions) {
    result += code.slice(copied, at) + text;
    copied = at;
  }
  return result + code.slice(copied);
}
