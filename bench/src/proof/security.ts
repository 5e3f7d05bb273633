// `npm run test:security` (issue 18): attacks the running app over HTTP and prints one line per figure,
// `<id> <name>: N of M (goal …) ok|FAILED`; exits 1 when a goal is unmet. `--full` runs the larger size,
// `--parts=S1,S8` some parts only. docs/proof.md says what each figure means.
import {
  LOGIN_CHALLENGE_COST,
  LOGIN_CHALLENGE_MAX_COUNTER,
} from '../../../apps/server/src/auth/login-challenges';
import { FigureBoard, isFull } from './figures';
import { startProofApp } from './proof-app';
import { runAccessMatrix } from './security/access-matrix';
import { runAddressSpoofing } from './security/address-spoofing';
import { runConcurrentBudgets } from './security/concurrent-budgets';
import { runFuzz } from './security/fuzz';
import { freshAddress, runGuessing } from './security/guessing';
import { runSpraying } from './security/spraying';
import { runTokenChecks } from './security/tokens';
import { runWhoMayEnter } from './security/who-may-enter';
import { buildWorld, type World } from './security/world';
import { runXss } from './security/xss';

const SECRET = 'proof-secret-that-is-at-least-32-characters';
const board = new FigureBoard(`test:security${isFull ? ' --full' : ''}`);
const proof = await startProofApp({ sessionSecret: SECRET });
try {
  let world: World | undefined;
  try {
    world = await buildWorld(proof.app, proof.url);
  } catch (error) {
    board.broken('S0', 'the attacked world', error);
  }
  if (world) {
    const built = world;
    await board.run('S1', 'access matrix', () => runAccessMatrix(proof, built));
    // S4 and S5 (tokens, cross-site writes) are one part: --parts=S4.
    await board.run('S4', 'tokens and cross-site writes', () => runTokenChecks(proof, built, SECRET));
    await board.run('S8', 'fuzzing', () => runFuzz(proof, built, isFull));
    await board.run('S9', 'who may enter', () => runWhoMayEnter(proof, built));
  }
} finally {
  await proof.close();
}
// S2 counts guesses from client addresses it names: an app of its own behind TRUST_PROXY, with fresh counters.
await board.run('S2', 'guessing', async () => {
  // The login challenge at the size the server hands out: the sprayer's rate through it is one of the figures.
  const guessed = await startProofApp(
    { sessionSecret: SECRET, trustProxy: 1 },
    { loginChallenge: { cost: LOGIN_CHALLENGE_COST, maxCounter: LOGIN_CHALLENGE_MAX_COUNTER } },
  );
  // The address spoofer also tries an app with no TRUST_PROXY, where every request comes from this machine.
  const direct = await startProofApp({ sessionSecret: SECRET });
  try {
    return [
      ...(await runGuessing(guessed)),
      ...(await runSpraying(guessed, freshAddress)),
      ...(await runConcurrentBudgets(guessed, freshAddress)),
      ...(await runAddressSpoofing(guessed, direct, freshAddress)),
    ];
  } finally {
    await Promise.all([guessed.close(), direct.close()]);
  }
});
// S3 renders pages in Chromium, on an app of its own that serves the web build.
await board.run('S3', 'XSS in Chromium', () => runXss());
board.finish();
