import { strToU8, zipSync } from 'fflate';
import giftBad from './samples/gift-bad.gift?raw';
import giftGood from './samples/gift-good.gift?raw';
import moodleBad from './samples/moodle-bad.xml?raw';
import moodleGood from './samples/moodle-good.xml?raw';

const SAMPLES: Record<string, string> = {
  'gift-bad.gift': giftBad,
  'gift-good.gift': giftGood,
  'moodle-bad.xml': moodleBad,
  'moodle-good.xml': moodleGood,
};

/** A sample file of samples/, as a test reads it. */
export function sample(name: string): string {
  const found = SAMPLES[name];
  if (found === undefined) throw new Error(`no sample ${name}`);
  return found;
}

/** The fields a table row checks of each subject: what a person would compare against the source file. */
export const brief = (subject: Record<string, unknown>) => ({
  key: subject.key,
  type: subject.subjectType,
  title: subject.subjectTitle,
  answer: subject.correctAnswer,
  score: subject.score,
});

const QTI_FILES = import.meta.glob('./samples/qti-*/**/*.xml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A sample QTI package (samples/<name>/) zipped as a school would upload it. */
export function qtiPackage(name: string): Uint8Array {
  const prefix = `./samples/${name}/`;
  const files: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(QTI_FILES))
    if (path.startsWith(prefix)) files[path.slice(prefix.length)] = strToU8(content);
  return zipSync(files);
}

export function qtiItem(name: string, item: string): string {
  return QTI_FILES[`./samples/${name}/items/${item}.xml`] ?? '';
}
