// How the JavaScript judge reports a program's errors to the candidate: the place in the program, in its lines and
// columns, and none of the judge's own frames (the prelude runs as judge.js).

/** The file name a program runs under in QuickJS, so its frames can be told from the judge's. */
export const PROGRAM_FILE = 'main.js';
/** Frames of a runtime error shown; deep recursion would otherwise print thousands. */
const MAX_FRAMES = 10;
/** A line longer than this (minified code) is not quoted under a syntax error. */
const MAX_QUOTED_LINE = 200;

const isObject = (value) => typeof value === 'object' && value !== null;

/** True when QuickJS could not compile the program itself, not when the program threw a SyntaxError (JSON.parse). */
export function isCompileError(error) {
  return isObject(error) && error.name === 'SyntaxError' && error.fileName === PROGRAM_FILE;
}

/** A syntax error as a candidate reads it: the message, its line and column, and the line with a caret. */
export function describeCompileError(error, code) {
  const place = new RegExp(`at ${PROGRAM_FILE.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(String(error.stack));
  const line = Number(place?.[1] ?? error.lineNumber ?? 0);
  const column = Number(place?.[2] ?? 0);
  const message =
    error.message === "unexpected token in expression: ''" ? 'unexpected end of the program' : error.message;
  let report = `SyntaxError: ${message} (line ${line}, column ${column})\n`;
  const text = code.split(/\r\n|\n|\r/)[line - 1];
  if (text !== undefined && column > 0 && text.length <= MAX_QUOTED_LINE)
    report += `${text}\n${text.slice(0, column - 1).replace(/[^\t]/g, ' ')}^\n`;
  return report;
}

/** A runtime error: its name and message, then the program's frames with their lines ("at f (line 3)"). */
export function describeError(error, isRejection) {
  const prefix = isRejection ? 'Unhandled promise rejection: ' : '';
  if (!isObject(error) || !('message' in error || 'name' in error)) {
    const shown = isObject(error) ? JSON.stringify(error) : String(error);
    return `${prefix}Uncaught ${shown}\n`;
  }
  let report = `${prefix}${error.name ?? 'Error'}: ${error.message ?? ''}\n`;
  const frames = String(error.stack ?? '')
    .split('\n')
    .map((frame) => /^\s*at (.*?) \(main\.js:(\d+)(?::\d+)?\)$/.exec(frame))
    .filter((match) => match !== null);
  for (const [, name, line] of frames.slice(0, MAX_FRAMES))
    report += `    at ${name === '<eval>' ? 'the program' : name} (line ${line})\n`;
  if (frames.length > MAX_FRAMES) report += `    … ${frames.length - MAX_FRAMES} more\n`;
  return report;
}
