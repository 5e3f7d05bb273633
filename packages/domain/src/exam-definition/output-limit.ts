import type { IssueSaying } from '../errors/issue-words';
import { DEFAULT_OUTPUT_LIMIT_KB, MAX_OUTPUT_LIMIT_KB, normaliseOutput } from '../judge/case-verdict';
import { subjectRuleWords } from './rule-words';

/** Bytes of a text in UTF-8, as a program prints it (the judge's output limit counts these). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A surrogate pair: one character beyond the Basic Multilingual Plane.
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit < 0xe000;

/**
 * Issue 34, the output limit per code subject: a case whose expected output is longer than the limit could never be
 * passed (the judge stops a program at the limit), so the definition or the editor refuses it at the case. The
 * expected output counts as the judge compares it (trailing blanks dropped); a subject without a limit of its own
 * has the judge's default. Undefined when the case fits, or when the limit is itself invalid (that is its own issue).
 */
export function expectedOutputProblem(
  expectedOutput: string,
  outputLimitKb: unknown,
): IssueSaying | undefined {
  const limitKb = outputLimitKb ?? DEFAULT_OUTPUT_LIMIT_KB;
  if (
    typeof limitKb !== 'number' ||
    !Number.isInteger(limitKb) ||
    limitKb < 1 ||
    limitKb > MAX_OUTPUT_LIMIT_KB
  )
    return undefined;
  // At most 3 bytes per UTF-16 unit: most cases are far under the limit and need no counting.
  if (expectedOutput.length * 3 <= limitKb * 1024) return undefined;
  const bytes = utf8ByteLength(normaliseOutput(expectedOutput));
  if (bytes <= limitKb * 1024) return undefined;
  const size = { bytes, limitKb, limitBytes: limitKb * 1024, maximumKb: MAX_OUTPUT_LIMIT_KB };
  return subjectRuleWords.say(outputLimitKb === undefined ? 'outputOverDefault' : 'outputOverLimit', size);
}
