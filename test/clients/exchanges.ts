// Records the raw exchanges of a real client's fetch calls: what it sent and the body it received, before it reads it.
export interface Exchange {
  method: string;
  path: string;
  /** The content type the request went with, as fetch labels a string body the client did not label itself. */
  requestType: string | null;
  status: number;
  body: string;
}

export interface ExchangeRecorder {
  readonly exchanges: Exchange[];
  restore(): void;
}

export function recordExchanges(): ExchangeRecorder {
  const exchanges: Exchange[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const requestType = typeof init?.body === "string" ? request.headers.get("content-type") : null;
    const response = await realFetch(input, init);
    exchanges.push({ method: request.method, path: `${url.pathname}${url.search}`, requestType, status: response.status,
      body: await response.clone().text() });
    return response;
  };
  return { exchanges, restore: () => { globalThis.fetch = realFetch; } };
}
