type Line<T> = { running: Promise<T>; next: Promise<T> | null };

const ignore = () => {};

/**
 * Reads that many ask for at once, done once for all of them, never older than the asking: one
 * read runs at a time per key, and whoever asks while it runs waits for the next one, which starts
 * when it ends and answers everyone who waited. A student who has just booked and looks again
 * therefore sees the list as it is after their booking, while a crowd asking for the same list
 * costs the database and the process one read per read's time instead of one each.
 */
export function createSharedReads<T>() {
  const lines = new Map<string, Line<T>>();

  function start(key: string, line: Line<T>, read: () => Promise<T>): Promise<T> {
    line.running = read();
    // Registered before any waiter's: the line is dropped only when nobody waits on it.
    void line.running.then(ignore, ignore).then(() => {
      if (line.next === null && lines.get(key) === line) lines.delete(key);
    });
    return line.running;
  }

  return (key: string, read: () => Promise<T>): Promise<T> => {
    const line = lines.get(key);
    if (!line) {
      const fresh: Line<T> = { running: Promise.resolve(undefined as T), next: null };
      lines.set(key, fresh);
      return start(key, fresh, read);
    }
    line.next ??= line.running.then(ignore, ignore).then(() => {
      line.next = null;
      return start(key, line, read);
    });
    return line.next;
  };
}
