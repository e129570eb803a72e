// An HTTP server on 127.0.0.1 at a free port, for the tests of the suite's own client.
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalServer {
  server: Server;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Drops every connection and stops listening. */
  close(): void;
}

export async function localServer(handler: RequestListener): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
