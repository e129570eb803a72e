// undici's Agent and request() taken from its modules, not from the package's entry point: that loads fetch, WebSocket,
// the HTTP cache, the proxy and mock agents as well (a tenth of a second in every worker of a run, and in the CLI).
// The modules are undici's own (the version is pinned in package.json); request() does what the entry's does.
import { createRequire } from "node:module";
import type { Agent as AgentType, Dispatcher } from "undici";

const require = createRequire(import.meta.url);

export const Agent = require("undici/lib/dispatcher/agent.js") as typeof AgentType;
const api = require("undici/lib/api/index.js") as {
  request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
};
const { getGlobalDispatcher } = require("undici/lib/global.js") as { getGlobalDispatcher(): Dispatcher };

export type RequestOptions = Omit<Dispatcher.RequestOptions, "origin" | "path" | "method"> & { method?: Dispatcher.HttpMethod; dispatcher?: Dispatcher };

/** One request to an absolute URL, through `dispatcher` (undici's global one by default). */
export function request(url: string, { dispatcher = getGlobalDispatcher(), method = "GET", ...options }: RequestOptions): Promise<Dispatcher.ResponseData> {
  const { origin, pathname, search } = new URL(url);
  return api.request.call(dispatcher, { ...options, method, origin, path: search ? pathname + search : pathname });
}

/** One request whose origin and path are already known (the harness client's, many a second): nothing parsed or copied. */
export function requestAt(dispatcher: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
  return api.request.call(dispatcher, options);
}
