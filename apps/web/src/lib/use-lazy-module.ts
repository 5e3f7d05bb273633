import { useEffect, useState } from 'react';
import type { LazyModule } from './load-once';

export interface LazyModuleState<T> {
  /** Undefined until the module has arrived (or while it is not wanted). */
  module: T | undefined;
  /** The import failed (offline) and no other user has loaded it since: the caller shows a fallback, not a skeleton. */
  failed: boolean;
}

/** Loads `lazy` when `isWanted`, re-rendering once it arrives; already loaded, it is there in the first render. */
export function useLazyModule<T>(lazy: LazyModule<T>, isWanted: boolean): LazyModuleState<T> {
  // Kept in an object: the module may be a function, which useState would take for an updater.
  const [state, setState] = useState<LazyModuleState<T>>({ module: undefined, failed: false });
  const module = state.module ?? lazy.loaded();
  useEffect(() => {
    if (!isWanted || module !== undefined) return;
    let isMounted = true;
    lazy.load().then(
      (loaded) => {
        if (isMounted) setState({ module: loaded, failed: false });
      },
      () => {
        if (isMounted) setState({ module: undefined, failed: true });
      },
    );
    return () => {
      isMounted = false;
    };
  }, [lazy, isWanted, module]);
  return { module: isWanted ? module : undefined, failed: isWanted && module === undefined && state.failed };
}
