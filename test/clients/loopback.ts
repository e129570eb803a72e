// Keeps a real client's traffic on 127.0.0.1: records every request it makes (fetch and node:http) and stops any other.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { ClientRequest } from "node:http";

export interface Outgoing {
  method: string;
  host: string;
  path: string;
}

export interface LoopbackGuard {
  /** Every request the clients started, in order. */
  readonly requests: Outgoing[];
  /** Requests to any host but 127.0.0.1 (each was stopped before it was sent). */
  outside(): Outgoing[];
  restore(): void;
}

const LOOPBACK = "127.0.0.1";
const HTTP_START = "http.client.request.start";

export function loopbackOnly(): LoopbackGuard {
  const requests: Outgoing[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push({ method: init?.method ?? "GET", host: url.hostname, path: `${url.pathname}${url.search}` });
    if (url.hostname !== LOOPBACK) return Promise.reject(new Error(`refused: a client tried to reach ${url.host}, not ${LOOPBACK}`));
    return realFetch(input, init);
  };
  const onHttp = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    const host = request.host.replace(/:\d+$/, "");
    requests.push({ method: request.method, host, path: request.path });
    if (host !== LOOPBACK) request.destroy(new Error(`refused: a client tried to reach ${host}, not ${LOOPBACK}`));
  };
  subscribe(HTTP_START, onHttp);
  return {
    requests,
    outside: () => requests.filter((r) => r.host !== LOOPBACK),
    restore: () => {
      globalThis.fetch = realFetch;
      unsubscribe(HTTP_START, onHttp);
    },
  };
}
