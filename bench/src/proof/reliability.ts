// `npm run test:reliability` (issue 18): faults and races against the real server and database; one line per
// figure, `<id> <name>: N of M (goal …) ok|FAILED`; exits 1 when a goal is unmet. `--full` runs the nightly size,
// `--parts=R11,R5` some parts only. docs/proof.md says what each figure means and which parts CI runs.
import { FigureBoard, isFull } from './figures';
import { type ProofApp, startProofApp } from './proof-app';
import { runDatabaseRestart } from './reliability/database-restart';
import { runKillTrials } from './reliability/durability-trials';
import { runGracefulStop } from './reliability/graceful-stop';
import { runGradingRaces } from './reliability/grading-races';
import { runRaces } from './reliability/races';
import { runSaveOrdering } from './reliability/save-ordering';
import { runSeveralProcesses } from './reliability/several-processes';

const board = new FigureBoard(`test:reliability${isFull ? ' --full' : ''}`);

let proof: ProofApp | undefined;
const app = async () => {
  proof ??= await startProofApp();
  return proof;
};
try {
  await board.run('R11', 'races', async () => runRaces(await app(), isFull ? 5 : 1));
  await board.run('R14', 'grading races', async () => runGradingRaces(await app(), 20, isFull ? 10 : 2));
  await board.run('R5', 'save ordering', async () => runSaveOrdering(await app(), isFull ? 10_000 : 500));
} finally {
  await proof?.close();
}
await board.run('R1', 'kill -9 trials', () => runKillTrials(isFull ? 20 : 2, isFull ? 40 : 20));
await board.run('R13', 'graceful stop', () => runGracefulStop(isFull ? 5 : 1, 20));
await board.run('R12', 'PostgreSQL restart', () => runDatabaseRestart(isFull ? 5 : 1, 20));
await board.run('R-multi', 'several processes', () => runSeveralProcesses(isFull ? 5 : 1, 20));
board.finish();
