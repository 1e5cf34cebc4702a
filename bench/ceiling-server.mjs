/*
 * The benchmark's ceiling: the cheapest possible Node HTTP server on this machine.
 * It answers every request with the same bytes (the /browse HTML the real server
 * rendered), so the bench can say "the app does X% of what bare node:http does with
 * this response size" instead of quoting absolute numbers that depend on the machine.
 *
 *   node bench/ceiling-server.mjs <port> <html-file> [gzip|identity]
 *
 * Plain JavaScript run by plain `node` (no tsx loader): nothing but node:http here.
 * With "gzip" it compresses per request when the client accepts it, like the
 * compression middleware of remix-serve does, so --gzip runs stay comparable.
 */
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

const [port, file, encoding = "identity"] = process.argv.slice(2);
const body = fs.readFileSync(file);

http
  .createServer((req, res) => {
    const wantsGzip = encoding === "gzip" && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    if (!wantsGzip) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
      res.end(body);
      return;
    }
    zlib.gzip(body, (error, gz) => {
      if (error) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": gz.length });
      res.end(gz);
    });
  })
  .listen(Number(port), "127.0.0.1");
