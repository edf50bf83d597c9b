// One instance per process, created on first use (or at start by warmUp) and shared after that,
// so engines load their data once, never per request.
export interface Lazy<T> {
  (): T;
  readonly isLoaded: boolean;
}

export function lazy<T>(create: () => T): Lazy<T> {
  let value: T | undefined;
  let loaded = false;
  const get = (() => {
    if (!loaded) {
      value = create();
      loaded = true;
    }
    return value as T;
  }) as Lazy<T>;
  Object.defineProperty(get, 'isLoaded', { get: () => loaded });
  return get;
}
