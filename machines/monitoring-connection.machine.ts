import { setup } from 'xstate';

/**
 * The wall screen's connection, shown on the screen (issue 23):
 *
 *   connecting ──feed.synced──▶ live ──link.down──▶ stale ──after STALE_MS──▶ reconnecting
 *        │                        ▲                  │                           │
 *        │                        └──feed.synced─────┴───────────feed.synced─────┘
 *        └──feed.refused──▶ refused (final until the page reloads)
 *
 * Stale: the figures on screen may be old but the link has only just dropped (a blip); past
 * `STALE_MS` the screen says it is reconnecting. The transport reconnects by itself; the feed
 * resyncs by number and reports `feed.synced` once caught up.
 */
export const MONITORING_STALE_MS = 5000;

export type MonitoringConnectionEvent = { type: 'link.down' } | { type: 'feed.synced' } | { type: 'feed.refused' };
export type MonitoringConnectionTag = 'showsData' | 'warns';

export const monitoringConnectionMachine = setup({
  types: { events: {} as MonitoringConnectionEvent, tags: {} as MonitoringConnectionTag },
  delays: { staleMs: MONITORING_STALE_MS },
}).createMachine({
  id: 'monitoringConnection',
  initial: 'connecting',
  states: {
    connecting: { on: { 'feed.synced': 'live', 'feed.refused': 'refused' } },
    live: { tags: ['showsData'], on: { 'link.down': 'stale', 'feed.refused': 'refused' } },
    stale: { tags: ['showsData', 'warns'], after: { staleMs: 'reconnecting' }, on: { 'feed.synced': 'live', 'feed.refused': 'refused' } },
    reconnecting: { tags: ['showsData', 'warns'], on: { 'feed.synced': 'live', 'feed.refused': 'refused' } },
    refused: { type: 'final' },
  },
});
