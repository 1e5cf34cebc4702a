import http from "node:http";

/*
 * One kept-alive TCP connection to the server, so that every request on it is answered
 * by the same worker process (a cluster hands a connection to one worker for its life).
 * A server with several workers is told apart by the anonymous page cache, which each
 * worker keeps for itself: the first answer of a page on a worker is a MISS.
 */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };
export type Connection = {
  request(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
  close(): void;
};

export function connection(base: string): Connection {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(base);
  return {
    request(method, path, { body, headers = {} } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: hostname,
            port,
            method,
            path,
            headers: {
              ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
              ...headers,
            },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (d) => (text += d));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
          },
        );
        req.on("error", reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * `count` connections, each to a different worker: a new connection belongs to a worker
 * not seen yet when its first GET of `path` (a page the cache keeps) is a MISS although
 * the workers seen so far hold it.
 */
export async function connectionsToWorkers(base: string, path: string, count: number): Promise<Connection[]> {
  const found: Connection[] = [];
  for (let tries = 0; found.length < count; tries += 1) {
    if (tries >= 40) throw new Error(`only ${found.length} of ${count} workers answered on new connections`);
    const c = connection(base);
    const first = await c.request("GET", path);
    if (first.status !== 200) throw new Error(`GET ${path}: ${first.status}`);
    if (first.headers["x-cache"] === "MISS") {
      found.push(c);
    } else {
      c.close();
    }
  }
  return found;
}
