// `npm run test:security` (issue 18): attacks the running app over HTTP and prints one line per figure,
// `<id> <name>: N of M (goal …) ok|FAILED`; exits 1 when a goal is unmet. docs/proof.md says what each figure means.
import { FigureBoard, isFull } from './figures';
import { startProofApp } from './proof-app';
import { runAccessMatrix } from './security/access-matrix';
import { runFuzz } from './security/fuzz';
import { runTokenChecks } from './security/tokens';
import { buildWorld } from './security/world';

const board = new FigureBoard('test:security');
const SECRET = 'proof-secret-that-is-at-least-32-characters';
const proof = await startProofApp({ sessionSecret: SECRET });
try {
  const world = await buildWorld(proof.app, proof.url);
  for (const figure of await runAccessMatrix(proof, world)) board.add(figure);
  for (const figure of await runTokenChecks(proof, world, SECRET)) board.add(figure);
  for (const figure of await runFuzz(proof, world, isFull)) board.add(figure);
} catch (error) {
  board.broken('S?', 'security suite', error);
} finally {
  await proof.close();
}
board.finish();
