/** A module fetched by a dynamic import the first time something needs it, then kept. */
export interface LazyModule<T> {
  /** The module once its chunk has arrived, so content shown after that renders in the same frame. */
  loaded(): T | undefined;
  /** Starts the import, or joins the one under way. */
  load(): Promise<T>;
}

/**
 * Wraps a dynamic import so that pages which never need a library never download it (issues 8 and 22), while every
 * user after the first gets it synchronously. A failed import is forgotten, so the next user tries again (offline).
 */
export function loadOnce<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
