// `npm run test:reliability` (issue 18): faults and races against the real server and database; one line per
// figure, `<id> <name>: N of M (goal …) ok|FAILED`; exits 1 when a goal is unmet. `--full` runs the nightly size.
// docs/proof.md says what each figure means and which size CI runs.
import { FigureBoard, isFull } from './figures';
import { startProofApp } from './proof-app';
import { runDatabaseRestart } from './reliability/database-restart';
import { runKillTrials } from './reliability/durability-trials';
import { runGracefulStop } from './reliability/graceful-stop';
import { runRaces } from './reliability/races';
import { runSaveOrdering } from './reliability/save-ordering';
import { runSeveralProcesses } from './reliability/several-processes';

const board = new FigureBoard(`test:reliability${isFull ? ' --full' : ''}`);

const proof = await startProofApp();
try {
  for (const figure of await runRaces(proof, isFull ? 5 : 1)) board.add(figure);
} catch (error) {
  board.broken('R11', 'races', error);
}
try {
  for (const figure of await runSaveOrdering(proof, isFull ? 10_000 : 500)) board.add(figure);
} catch (error) {
  board.broken('R5', 'save ordering', error);
} finally {
  await proof.close();
}
try {
  for (const figure of await runKillTrials(isFull ? 20 : 2, isFull ? 40 : 20)) board.add(figure);
} catch (error) {
  board.broken('R1', 'kill -9 trials', error);
}
try {
  for (const figure of await runGracefulStop(isFull ? 5 : 1, 20)) board.add(figure);
} catch (error) {
  board.broken('R13', 'graceful stop', error);
}
try {
  for (const figure of await runDatabaseRestart(isFull ? 5 : 1, 20)) board.add(figure);
} catch (error) {
  board.broken('R12', 'PostgreSQL restart', error);
}
try {
  for (const figure of await runSeveralProcesses(isFull ? 5 : 1, 20)) board.add(figure);
} catch (error) {
  board.broken('R-multi', 'several processes', error);
}
board.finish();
