/** Keeps the signed-in user's live feeds connected while mounted. */
import { useEffect } from 'react';
import { connectChannel, type LiveChannel } from '../../platform/live/live-client.ts';

export function LiveConnections({ channels }: { channels: readonly LiveChannel[] }) {
  const key = [...channels].sort().join(',');
  useEffect(() => {
    const stops = key ? key.split(',').map((channel) => connectChannel(channel as LiveChannel)) : [];
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
  return null;
}
