/**
 * One resource per key for every test file of a run that asks for it: uvu imports all the files
 * before it runs any, so one each would mean as many launches and builds, all open at once. The
 * first ask starts it; each file releases "its" copy, and the last release stops it.
 */
export function sharedByKey<T>(start: (key: string) => Promise<T>, stop: (value: T) => void | Promise<void>) {
  const entries = new Map<string, { value: Promise<T>; users: number }>();
  const forget = (key: string, entry: { value: Promise<T>; users: number }) => entries.get(key) === entry && entries.delete(key);
  return async (key: string): Promise<{ value: T; release: () => Promise<void> }> => {
    const entry = entries.get(key) ?? { value: start(key), users: 0 };
    entries.set(key, entry);
    entry.users++;
    const value = await entry.value.catch((error) => {
      forget(key, entry);
      throw error;
    });
    let released = false;
    return {
      value,
      async release() {
        if (released) return;
        released = true;
        if (--entry.users > 0) return;
        forget(key, entry);
        await stop(value);
      },
    };
  };
}
