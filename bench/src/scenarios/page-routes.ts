import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCHOOL_ID } from '../fixture';
import { log, REPO_ROOT } from '../processes';
import { CHROME, RESULTS } from '../settings';
import type { OpenAttempt } from './autosave';
import { drawnPage, firstPaintComponents } from './first-paint-components';
import { buildFloorBundle, handIn, measureRoute, type PageLoadResult, type RouteName } from './page-load';

/**
 * The page-load scenario: the information and answer pages of the first attempt the burst opened, and the result page
 * of the second, handed in for it (the first is still being answered); each beside its two floors. A route whose
 * measurement fails is named in `skipped`, and costs that route's figures only.
 */
export async function measurePages(
  serverUrl: string,
  examId: number,
  attempts: readonly OpenAttempt[],
  pageLoad: PageLoadResult[],
  skipped: string[],
): Promise<void> {
  const running = attempts[0];
  if (!running) return;
  const handedIn = attempts[1] ? await handIn(serverUrl, attempts[1]) : undefined;
  const routes: [RouteName, string, string][] = [
    ['examInfo', `/iexam/${SCHOOL_ID}/examInfo?examId=${examId}`, running.token],
    [
      'examContent',
      `/iexam/${SCHOOL_ID}/examContent?examResultId=${running.examResultId}&examId=${examId}`,
      running.token,
    ],
  ];
  if (handedIn)
    routes.push([
      'examResult',
      `/iexam/${SCHOOL_ID}/examResult?examId=${examId}&examResultId=${handedIn.examResultId}`,
      handedIn.token,
    ]);
  const work = join(RESULTS, '.floor');
  for (const [route, path, token] of routes) {
    log(`page load: building the floor bundle for ${route}, then Lighthouse…`);
    try {
      const url = `${serverUrl}${path}`;
      const cookie = `iexam_token=${token}`;
      const floorComponents = firstPaintComponents(await drawnPage(url, cookie));
      const floorGzipBytes = await buildFloorBundle(REPO_ROOT, route, floorComponents, work);
      const stackFloorGzipBytes = await buildFloorBundle(REPO_ROOT, route, floorComponents, work, 'stack');
      const page = await measureRoute({
        repoRoot: REPO_ROOT,
        route,
        url,
        cookie,
        webDist: join(REPO_ROOT, 'apps/web/dist'),
        floorGzipBytes,
        stackFloorGzipBytes,
        floorComponents,
        chromePath: CHROME,
        reportFile: join(RESULTS, `${route}.lighthouse.json`),
      });
      log(
        `page load: ${route} ${page.scriptGzipBytes + page.styleGzipBytes} B gzip (floor ${floorGzipBytes} B, ${page.ratioToFloor}x; stack floor ${stackFloorGzipBytes} B, ${page.ratioToStackFloor}x), performance ${page.performanceScore}, LCP ${page.lcpMs} ms`,
      );
      pageLoad.push(page);
    } catch (error) {
      const reason = `page load of ${route}: ${error instanceof Error ? error.message : String(error)}`;
      log(`!!! ${reason}`);
      skipped.push(reason);
    }
  }
  rmSync(work, { recursive: true, force: true });
}
