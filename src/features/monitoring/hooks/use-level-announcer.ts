import { useEffect, useRef, useState } from 'react';
import type { Level } from '../../../../streams/monitoring/wall-view';

/**
 * What a screen reader hears when a tile changes colour: "<tile>: <level>" for each tile whose
 * level moved since the last paint (not on the first one).
 */
export function useLevelAnnouncer(levels: Record<string, Level>, describe: (tile: string, level: Level) => string): string {
  const previous = useRef<Record<string, Level> | null>(null);
  const [message, setMessage] = useState('');
  const key = JSON.stringify(levels);
  useEffect(() => {
    const before = previous.current;
    previous.current = levels;
    if (!before) return;
    const moved = Object.entries(levels).filter(([tile, level]) => before[tile] !== undefined && before[tile] !== level);
    if (moved.length) setMessage(moved.map(([tile, level]) => describe(tile, level)).join('. '));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `levels`' content
  }, [key]);
  return message;
}
