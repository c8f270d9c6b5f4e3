import { type InitiativeEvent, parseInitiativeEventBlock } from "@initiative-planner/contract/events";
import { routes } from "@initiative-planner/contract/routes";
import { useEffect, useRef } from "react";
import { api } from "./api-client";
import { SharedLiveEvents, sharedLiveEventsSupported } from "./shared-live-events";
import { readStream } from "./stream-reader";
import { whenIdleAfterPaint } from "./when-idle";

export type InitiativeEventListener = (event: InitiativeEvent) => void;

interface Channel {
  listeners: Set<InitiativeEventListener>;
  controller: AbortController;
}

const RETRY_MS = 3_000;
/** The longest the stream waits for an idle moment once the screen has painted. */
const START_WAIT_MS = 1_000;
const channels = new Map<string, Channel>();

/**
 * Where the browser cannot share one connection between its tabs (no Web Locks or BroadcastChannel):
 * keeps one `GET …/events` stream per open initiative, however many components listen, and
 * reconnects with Last-Event-ID after a drop. The token travels in the usual header (api client).
 * While the stream is down, the screens' own polling keeps them current.
 */
async function run(initiativeId: string, channel: Channel) {
  let lastId: number | null = null;
  const { signal } = channel.controller;
  while (!signal.aborted) {
    try {
      const response: Response = await api.stream(routes.initiativeEvents, {
        params: { id: initiativeId },
        signal,
        headers: lastId === null ? {} : { "last-event-id": String(lastId) },
      });
      for await (const event of readStream(response, signal, parseInitiativeEventBlock)) {
        if (event.id !== null) lastId = event.id;
        for (const listener of channel.listeners) listener(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      // 403/404: no longer a member, or the initiative is gone: nothing to wait for.
      const status = (error as { status?: number }).status;
      if (status === 403 || status === 404 || status === 401) return;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** The browser-wide connection (decision 090); null where Web Locks or BroadcastChannel are missing. */
let shared: SharedLiveEvents | null | undefined;
const sharedListeners = new Map<string, Set<InitiativeEventListener>>();

function sharedConnection(): SharedLiveEvents | null {
  shared ??= sharedLiveEventsSupported()
    ? new SharedLiveEvents((initiativeId, event) => {
        for (const listener of sharedListeners.get(initiativeId) ?? []) listener(event);
      })
    : null;
  return shared;
}

function subscribeShared(initiativeId: string, listener: InitiativeEventListener): () => void {
  let listeners = sharedListeners.get(initiativeId);
  if (!listeners) {
    listeners = new Set();
    sharedListeners.set(initiativeId, listeners);
  }
  listeners.add(listener);
  // As the per-tab stream below: announced once the screen has painted (decision 056).
  let release: (() => void) | null = null;
  const cancelStart = whenIdleAfterPaint(() => {
    release = sharedConnection()?.follow(initiativeId) ?? null;
  }, START_WAIT_MS);
  return () => {
    cancelStart();
    release?.();
    listeners.delete(listener);
    if (listeners.size === 0 && sharedListeners.get(initiativeId) === listeners)
      sharedListeners.delete(initiativeId);
  };
}

export function subscribeInitiativeEvents(
  initiativeId: string,
  listener: InitiativeEventListener,
): () => void {
  if (sharedLiveEventsSupported()) return subscribeShared(initiativeId, listener);
  let channel = channels.get(initiativeId);
  if (!channel) {
    channel = { listeners: new Set(), controller: new AbortController() };
    channels.set(initiativeId, channel);
    // Once the screen has painted: what it shows first comes from its own GET calls, and a stream opened beside
    // them would compete with them on a slow network (decision 056).
    const opened = channel;
    const cancelStart = whenIdleAfterPaint(() => void run(initiativeId, opened), START_WAIT_MS);
    opened.controller.signal.addEventListener("abort", cancelStart, { once: true });
  }
  channel.listeners.add(listener);
  const current = channel;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.controller.abort();
      if (channels.get(initiativeId) === current) channels.delete(initiativeId);
    }
  };
}

/** Calls `listener` (the latest one rendered) for every event of the initiative while mounted. */
export function useInitiativeEvents(initiativeId: string | null, listener: InitiativeEventListener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!initiativeId) return;
    return subscribeInitiativeEvents(initiativeId, (event) => latest.current(event));
  }, [initiativeId]);
}
