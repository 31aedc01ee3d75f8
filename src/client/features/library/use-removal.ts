import { useState } from 'react';

/** What the Undo line needs. */
export interface Removal {
  removed: { label: string } | null;
  undo: () => void;
}

/** Removal with Undo: `remove` calls the store and keeps what went, with its label; `undo` puts it back. */
export function useRemoval<T>(restore: (record: T) => void) {
  const [removed, setRemoved] = useState<{ record: T; label: string } | null>(null);
  return {
    removed,
    remove(record: T, label: string, drop: () => void) {
      drop();
      setRemoved({ record, label });
    },
    undo() {
      if (removed) restore(removed.record);
      setRemoved(null);
    },
  };
}
