import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

/** The converters' sample files (packages/domain/src/question-formats/samples), as a school would upload them. */
const SAMPLES = fileURLToPath(
  new URL('../../../../../packages/domain/src/question-formats/samples/', import.meta.url),
);

export const sampleText = (name: string) => readFileSync(join(SAMPLES, name), 'utf8');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A sample QTI package folder zipped, base64 as the console sends it. */
export function samplePackageBase64(name: string): string {
  const root = join(SAMPLES, name);
  const files = Object.fromEntries(
    filesUnder(root).map((path) => [relative(root, path), new Uint8Array(readFileSync(path))]),
  );
  return Buffer.from(zipSync(files)).toString('base64');
}
