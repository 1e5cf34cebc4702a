import { randomToken } from "./random.server";
import type http from "node:http";
import zlib from "node:zlib";
import { negotiateLang } from "~/i18n/index";
import { parseLangCookie } from "~/i18n/lang.server";
import { newFormKey } from "./form-once.server";
import { FORM_KEY_SOURCE } from "~/utils/submission-key";

/*
 * A cache of what anonymous visitors get from the public pages and the public read API.
 * It sits in the HTTP front door (request-context.server.ts), before Express and Remix,
 * so a hit costs a Map lookup, a nonce substitution and a gzip.
 *
 * - Only GET requests of the listed paths, from visitors with no cookie but `lang`.
 * - Keyed by language and full URL (Remix data requests `?_data=` included).
 * - An entry is used while the public data version (bumped by database triggers on every
 *   write to users, communities and their categories, and by the packages model on every
 *   write to a package) is unchanged, and for at most
 *   PAGE_CACHE_SECONDS (default 60; 0 turns the cache off).
 * - Only 200 answers without Set-Cookie are stored. The CSP nonce and the page's one-time
 *   form key are cut out on store and fresh ones are put in on every hit, so every
 *   document still has its own nonce, and every visitor its own form key.
 * See docs/decisions/005-anonymous-page-cache.md.
 */

const CACHEABLE_PATH =
  /^\/(?:|about|how-it-works|browse|browse-communities|contact|terms|c\/[\w-]{1,100}|api\/communities(?:\/\d+(?:\/packages)?)?|api\/categories|api\/locations)$/;
const MAX_ENTRIES = 500;
const NONCE_MARK = "\u0000nonce\u0000";
const FORM_KEY_MARK = "\u0000formkey\u0000";
const FORM_KEY = new RegExp(FORM_KEY_SOURCE, "g");
const COPIED_HEADERS = [
  "content-type",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cache-control",
  "vary",
  "x-total-count",
  "link",
];

type Entry = {
  version: number;
  storedAt: number;
  headers: [string, string][];
  /**
   * The body with NONCE_MARK where the nonce stood and FORM_KEY_MARK where the page's
   * one-time form key stood; null when it had neither.
   */
  template: string | null;
  /** The body as is, and gzipped once, when it has no nonce. */
  raw: Buffer | null;
  gzipped: Buffer | null;
};

export type PageCacheOptions = {
  ttlSeconds: number;
  version: () => number;
  now?: () => number;
};

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0]?.trim())
    .filter((name): name is string => !!name);
}

function acceptsGzip(req: http.IncomingMessage): boolean {
  return /\bgzip\b/i.test(String(req.headers["accept-encoding"] ?? ""));
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cache key of a request, or null when it must not use the cache. */
  keyOf(req: http.IncomingMessage): string | null {
    if (this.options.ttlSeconds <= 0 || req.method !== "GET" || !req.url) return null;
    const path = req.url.split("?")[0];
    if (!CACHEABLE_PATH.test(path)) return null;
    const cookie = req.headers.cookie;
    if (cookieNames(cookie).some((name) => name !== "lang")) return null;
    const lang = negotiateLang(parseLangCookie(cookie), (req.headers["accept-language"] as string) ?? null);
    return `${lang} ${req.url}`;
  }

  /** Answer from the cache when it can; true when it did. */
  serve(key: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    const expired = this.now() - entry.storedAt > this.options.ttlSeconds * 1000;
    if (expired || entry.version !== this.options.version()) {
      this.entries.delete(key);
      return false;
    }
    // Most recently used last, so the Map's first key is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, entry);

    const nonce = entry.template === null ? null : randomToken(16, "base64");
    const formKey = entry.template === null ? "" : newFormKey();
    for (const [name, value] of entry.headers) {
      res.setHeader(name, nonce ? value.split(NONCE_MARK).join(nonce) : value);
    }
    res.setHeader("X-Cache", "HIT");
    let body: Buffer;
    if (entry.template !== null && nonce) {
      const text = Buffer.from(entry.template.split(NONCE_MARK).join(nonce).split(FORM_KEY_MARK).join(formKey));
      body = acceptsGzip(req) ? zlib.gzipSync(text, { level: 4 }) : text;
    } else {
      body = acceptsGzip(req) ? entry.gzipped! : entry.raw!;
    }
    if (acceptsGzip(req)) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(body);
    return true;
  }

  /**
   * Let the app answer a cacheable request, keep a copy of a storable answer, and send
   * it (gzipped when the client takes it: the app's own compression is bypassed here).
   */
  capture(key: string, req: http.IncomingMessage, res: http.ServerResponse): void {
    const clientTakesGzip = acceptsGzip(req);
    delete req.headers["accept-encoding"];
    const version = this.options.version();
    const chunks: Buffer[] = [];
    const originalWrite = res.write.bind(res);
    const originalEnd = res.end.bind(res);
    const originalWriteHead = res.writeHead.bind(res);

    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };

    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((r) => r && typeof r === "object") as http.OutgoingHttpHeaders | undefined;
      if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      return res;
    }) as typeof res.writeHead;

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const cb = [encoding, callback].find((a) => typeof a === "function") as (() => void) | undefined;
      if (cb) process.nextTick(cb);
      return true;
    }) as typeof res.write;

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      res.write = originalWrite;
      res.end = originalEnd;
      res.writeHead = originalWriteHead;
      const body = Buffer.concat(chunks);
      this.store(key, version, res, body);
      const cb = [chunk, encoding, callback].find((a) => typeof a === "function") as (() => void) | undefined;
      const compress = clientTakesGzip && body.length > 1024 && !res.getHeader("content-encoding");
      const out = compress ? zlib.gzipSync(body, { level: 4 }) : body;
      if (compress) {
        res.setHeader("Content-Encoding", "gzip");
        res.setHeader("Vary", [res.getHeader("vary"), "Accept-Encoding"].filter(Boolean).join(", "));
      }
      res.removeHeader("transfer-encoding");
      res.setHeader("Content-Length", out.length);
      res.setHeader("X-Cache", "MISS");
      return originalEnd(out, cb);
    }) as typeof res.end;
  }

  private store(key: string, version: number, res: http.ServerResponse, body: Buffer): void {
    if (res.statusCode !== 200 || res.getHeader("set-cookie") || res.getHeader("content-encoding")) return;
    const type = String(res.getHeader("content-type") ?? "");
    if (!/^(text\/html|application\/json)/.test(type)) return;
    // Data may have changed while this answer was made: do not keep it then.
    if (version !== this.options.version()) return;
    const csp = String(res.getHeader("content-security-policy") ?? "");
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1] ?? null;
    const headers: [string, string][] = [];
    for (const name of COPIED_HEADERS) {
      const value = res.getHeader(name);
      if (value === undefined) continue;
      const text = Array.isArray(value) ? value.join(", ") : String(value);
      headers.push([name, nonce ? text.split(nonce).join(NONCE_MARK) : text]);
    }
    const text = body.toString("utf8");
    const templated = nonce !== null || FORM_KEY.test(text);
    FORM_KEY.lastIndex = 0;
    const entry: Entry = templated
      ? {
          version,
          storedAt: this.now(),
          headers,
          template: (nonce ? text.split(nonce).join(NONCE_MARK) : text).replace(FORM_KEY, FORM_KEY_MARK),
          raw: null,
          gzipped: null,
        }
      : { version, storedAt: this.now(), headers, template: null, raw: body, gzipped: zlib.gzipSync(body, { level: 6 }) };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
