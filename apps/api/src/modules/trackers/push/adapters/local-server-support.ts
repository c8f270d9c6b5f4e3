import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** A local HTTP server for one test file, standing in for a tracker: listening before its tests, closed after. */
export function useLocalServer(handler: RequestListener): { url: () => string } {
  let server: Server | undefined;
  let url = "";
  beforeAll(async () => {
    server = createServer(handler);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });
  return { url: () => url };
}
