/** A Storage kept in memory: for a page framed by another site, where the browser may refuse session storage. */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}

/** The tab's session storage, or one in memory where reading it is refused. */
export function sessionStorageOr(win: Window): Storage {
  try {
    const storage = win.sessionStorage;
    storage.getItem('reelbase.probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}
