import { act, type ReactElement, useEffect, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPartsHydrated, holdHydration } from '@/lib/hydration';
import { fixedRenderContext, fixRenderContext } from '@/lib/render-context';
import { useMinWidth } from '@/lib/use-min-width';
import { HydratedApart } from './hydrated-apart';

const PHONE = { instantMs: Date.UTC(2026, 10, 26), timeZone: 'UTC', isPhone: true };

/** Says what width it was drawn for; while hydrating, the server's guess (lib/use-min-width). */
function Width({ name }: { name: string }) {
  return <p data-testid={name}>{useMinWidth('md') ? 'wide' : 'narrow'}</p>;
}

function Page({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    afterPartsHydrated(() => {
      fixRenderContext(undefined);
      onHydrated();
    });
  }, [onHydrated]);
  return (
    <main>
      <Width name="root" />
      <HydratedApart>
        <Width name="part" />
      </HydratedApart>
    </main>
  );
}

/** A page whose own state changes at once after it is hydrated (as a query's answer or a clock changes it). */
function UpdatedPage({ renders, onUpdated }: { renders: string[]; onUpdated: () => void }) {
  const [text, setText] = useState('server');
  // After the page around the part commits, before React goes on to the part; outside React's own work, as a store's
  // change comes.
  useLayoutEffect(() => {
    queueMicrotask(() => {
      flushSync(() => setText('browser'));
      onUpdated();
    });
  }, [onUpdated]);
  return (
    <main>
      <HydratedApart>
        <Label text={text} renders={renders} />
      </HydratedApart>
    </main>
  );
}

/** A part's button tapped before React hydrated the part, right after the page around it changed. */
function TappedPage({ onTap }: { onTap: (text: string) => void }) {
  const [text, setText] = useState('server');
  useLayoutEffect(() => {
    queueMicrotask(() => {
      flushSync(() => setText('browser'));
      document.querySelector<HTMLButtonElement>('[data-testid="tap"]')?.click();
    });
  }, []);
  return (
    <main>
      <HydratedApart>
        <button type="button" data-testid="tap" onClick={() => onTap(text)}>
          {text}
        </button>
      </HydratedApart>
    </main>
  );
}

function Label({ text, renders }: { text: string; renders: string[] }) {
  renders.push(text);
  return <p data-testid="label">{text}</p>;
}

// React's act() flushes renders and effects only where the environment says it is a test.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;

/** A phone's page the server drew, in the document, with the server's render context fixed for its hydration. */
function drawnByServer(page: ReactElement): HTMLDivElement {
  fixRenderContext(PHONE);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** Runs with React's own scheduler, not act()'s queue (which hydrates a part before a microtask's update). */
async function withReactScheduler(run: () => Promise<void>): Promise<void> {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await run();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

afterEach(() => {
  fixRenderContext(undefined);
  vi.useRealTimers();
});

describe('hydration of parts', () => {
  it('waits for every held part, once', () => {
    const finish = vi.fn();
    const releaseA = holdHydration();
    const releaseB = holdHydration();
    afterPartsHydrated(finish);
    releaseA();
    releaseA();
    expect(finish).not.toHaveBeenCalled();
    releaseB();
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('finishes at once when no part is held', () => {
    const finish = vi.fn();
    afterPartsHydrated(finish);
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('does not hold the page for longer than its limit when a part never hydrates', () => {
    vi.useFakeTimers();
    const finish = vi.fn();
    holdHydration();
    afterPartsHydrated(finish);
    vi.advanceTimersByTime(9_999);
    expect(finish).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('keeps the server render context until a part hydrated after the page is, so the part matches its markup', async () => {
    // The server drew a phone's page. Without the server's context a part reads "wide" while hydrating (no guess:
    // not a phone), which differs from its markup; jsdom's matchMedia matches nothing, so the browser is "narrow".
    fixRenderContext(PHONE);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onHydrated={() => undefined} />);
    fixRenderContext(undefined);
    expect(container.querySelector('[data-testid="part"]')?.textContent).toBe('narrow');
    document.body.append(container);

    const recoverable = vi.fn();
    let hydratedWith: unknown = 'not yet';
    fixRenderContext(PHONE);
    await act(async () => {
      hydrateRoot(container, <Page onHydrated={() => (hydratedWith = fixedRenderContext())} />, {
        onRecoverableError: recoverable,
      });
    });
    // The part was hydrated with the server's width (no mismatch), then the page let go of the context.
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydratedWith).toBeUndefined();
    expect(fixedRenderContext()).toBeUndefined();
    expect(container.querySelector('[data-testid="root"]')?.textContent).toBe('narrow');
    expect(container.querySelector('[data-testid="part"]')?.textContent).toBe('narrow');
    container.remove();
  });

  it('is hydrated in its own pass when the page around it changes first, then shows the change', async () => {
    const container = drawnByServer(<UpdatedPage renders={[]} onUpdated={() => undefined} />);
    const renders: string[] = [];
    let rendersRightAfterUpdate: string[] | undefined;
    const recoverable = vi.fn();
    await withReactScheduler(async () => {
      hydrateRoot(
        container,
        <UpdatedPage renders={renders} onUpdated={() => (rendersRightAfterUpdate ??= [...renders])} />,
        { onRecoverableError: recoverable },
      );
      await vi.waitFor(() =>
        expect(container.querySelector('[data-testid="label"]')?.textContent).toBe('browser'),
      );
    });
    // The synchronous update did not hydrate the part along with it: the part kept what the server drew it with.
    expect(rendersRightAfterUpdate).toEqual([]);
    // Hydrated with the server's props (no mismatch), then live with the page's.
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders.filter((text, at) => text !== renders[at - 1])).toEqual(['server', 'browser']);
    container.remove();
  });

  it("answers a tap before it is hydrated with the page's current props", async () => {
    const container = drawnByServer(<TappedPage onTap={() => undefined} />);
    const taps: string[] = [];
    await withReactScheduler(async () => {
      hydrateRoot(container, <TappedPage onTap={(text) => taps.push(text)} />);
      await vi.waitFor(() => expect(taps).toHaveLength(1));
    });
    expect(taps).toEqual(['browser']);
    container.remove();
  });
});
