import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Three small patches on the way from a loader to the render (applied at install by
 * patch-package; docs/decisions/022-render-cost.md), each proven here against what the
 * unpatched code does:
 *  - @remix-run/router: a loader's `json()` response is read from the JSON text `json()`
 *    made (one JSON.parse) instead of encoding it, streaming it and decoding it back;
 *  - @remix-run/server-runtime: a request without `_data` or `index` in its URL reaches
 *    the loaders as it is instead of as a copy per loader;
 *  - both: the route tables built once per server (the static handler's, the request
 *    handler's) are frozen, so the router knows them by identity;
 *  - both: the document's handoff writes each route's loader data from the JSON text it
 *    was parsed from instead of stringifying it again.
 * Modules are required the way the server build requires them (CommonJS).
 */
const root = path.resolve(__dirname, "../..");
const requireFromRuntime = createRequire(require.resolve("@remix-run/server-runtime", { paths: [root] }));
type StaticHandler = {
  dataRoutes: unknown[];
  query: (request: Request) => Promise<Response | { loaderData: Record<string, unknown>; errors: Record<string, unknown> | null }>;
};
type RouterModule = {
  json: (data: unknown, init?: ResponseInit | number) => Response;
  createStaticHandler: (routes: unknown[]) => StaticHandler;
};
const router = requireFromRuntime("@remix-run/router") as RouterModule;
const runtimeData = requireFromRuntime("./data.js") as {
  callRouteLoader: (args: {
    loader: (args: { request: Request }) => unknown;
    request: Request;
    params: Record<string, string>;
    loadContext: unknown;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
};

const handoff = requireFromRuntime("./serverHandoff.js") as { createServerHandoffString: (handoff: unknown) => string };
const markup = requireFromRuntime("./markup.js") as { escapeHtml: (html: string) => string };
/** What the unpatched runtime writes into the page. */
const unpatchedHandoff = (value: unknown) => markup.escapeHtml(JSON.stringify(value));

const tricky = {
  text: 'Komunitas “Guyub” — ünïcode, emoji 🎉, quotes " and \\ and </script>',
  lone: "half a pair \ud800 here",
  numbers: [0, -1.5, 1e21, Number.MAX_SAFE_INTEGER],
  nothing: null,
  missing: undefined,
  when: new Date("2026-11-26T10:00:00Z"),
  nested: { deep: [{ a: 1 }, [], {}] },
};

/** The loader data the static handler hands to the render for `loader`. */
async function loaderData(loader: () => unknown) {
  const handler = router.createStaticHandler([{ id: "root", path: "/", loader }]);
  const context = await handler.query(new Request("http://guyub.test/"));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return { data: context.loaderData.root, errors: context.errors };
}

describe("the loader data path", () => {
  it("is patched in the packages the server loads", () => {
    for (const file of [
      requireFromRuntime.resolve("@remix-run/router"),
      ...["data.js", "serverHandoff.js"].map((name) =>
        path.join(path.dirname(require.resolve("@remix-run/server-runtime", { paths: [root] })), name),
      ),
    ]) {
      expect(fs.readFileSync(file, "utf8"), file).toContain("Patched (patch-package)");
    }
  });

  it("reads a json() response's data from its text: the same data as through its body, the body left unread", async () => {
    const made = router.json(tricky, { headers: { "X-Test": "1" } });
    const fromText = await loaderData(() => made);
    expect(made.bodyUsed).toBe(false);
    // The same value handed over as a plain JSON response goes through its body.
    const plain = new Response(JSON.stringify(tricky), { headers: { "Content-Type": "application/json; charset=utf-8" } });
    const fromBody = await loaderData(() => plain);
    expect(plain.bodyUsed).toBe(true);
    expect(fromText).toEqual(fromBody);
    expect(fromText.data).toEqual(JSON.parse(JSON.stringify(tricky)));
    expect((fromText.data as { lone: string }).lone).toBe(
      await new Response(JSON.stringify(tricky)).json().then((d: { lone: string }) => d.lone),
    );
  });

  it("still reads the body of a json() response someone else already read (and fails the same way)", async () => {
    const read = router.json({ a: 1 });
    await read.text();
    const { errors } = await loaderData(() => read);
    const plain = new Response(JSON.stringify({ a: 1 }), { headers: { "Content-Type": "application/json" } });
    await plain.text();
    const reference = await loaderData(() => plain);
    expect(errors).not.toBeNull();
    expect(Object.values(errors!).map((e) => String(e))).toEqual(Object.values(reference.errors!).map((e) => String(e)));
  });

  it("passes a request without _data or index on as it is, and strips them from a copy otherwise", async () => {
    const seen = async (url: string, method = "GET") => {
      const request = new Request(
        url,
        method === "GET" ? {} : { method, body: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      );
      let got: Request | undefined;
      await runtimeData.callRouteLoader({
        loader: ({ request: r }) => ((got = r), null),
        request,
        params: {},
        loadContext: {},
        routeId: "routes/x",
        singleFetch: false,
      });
      return { request, got: got! };
    };
    for (const url of ["http://guyub.test/browse?page=2&q=kopi#x", "http://guyub.test/", "http://guyub.test/community/dashboard"]) {
      const { request, got } = await seen(url);
      expect(got).toBe(request);
    }
    const post = await seen("http://guyub.test/auth?x=1", "POST");
    expect(post.got).toBe(post.request);
    expect(await post.got.text()).toBe("a=1");

    const data = await seen(`http://guyub.test/browse?_data=${encodeURIComponent("routes/_public+/browse/route")}&page=2`);
    expect(data.got).not.toBe(data.request);
    expect(data.got.url).toBe("http://guyub.test/browse?page=2");
    const index = await seen("http://guyub.test/?index&page=2");
    expect(index.got.url).toBe("http://guyub.test/?page=2");
    // A URL that only mentions the words elsewhere is copied unchanged, as before.
    const mention = await seen("http://guyub.test/index-of/my_data?q=1");
    expect(mention.got.url).toBe("http://guyub.test/index-of/my_data?q=1");
  });

  it("writes the handoff from the loaders' JSON texts: the same string as stringifying their data", async () => {
    const handler = router.createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => router.json({ ...tricky, mark: "\u0000patched loader data\u0000" }),
        children: [
          { id: "plain", index: true, loader: () => ({ raw: "not from json()", n: 1 }) },
          { id: "none", path: "none" },
        ],
      },
    ]);
    const context = await handler.query(new Request("http://guyub.test/"));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const value = {
      basename: "/",
      criticalCss: undefined,
      future: { v3_fetcherPersist: true },
      isSpaMode: false,
      state: { loaderData: { ...context.loaderData, nothing: null, gone: undefined }, actionData: { a: "</script>" }, errors: null },
    };
    expect(handoff.createServerHandoffString(value)).toBe(unpatchedHandoff(value));

    // The text is what is written: the parsed data is not read again (loaders' data is
    // not changed after it is parsed; here it is, to show which way was taken).
    (context.loaderData.root as { text: string }).text = "changed";
    const written = handoff.createServerHandoffString(value);
    expect(written).not.toBe(unpatchedHandoff(value));
    expect(written).toContain(markup.escapeHtml(JSON.stringify(tricky.text)));
    expect(written).not.toContain('"changed"');

    // The mark also elsewhere in the handoff: stringified as before.
    const marked = { ...value, state: { ...value.state, actionData: { m: "\u0000patched loader data\u0000" } } };
    expect(handoff.createServerHandoffString(marked)).toBe(unpatchedHandoff(marked));
    // Nothing parsed from a json() text: as before.
    const plain = { state: { loaderData: { a: { b: 1 } }, actionData: null, errors: null } };
    expect(handoff.createServerHandoffString(plain)).toBe(unpatchedHandoff(plain));
  });

  it("freezes a static handler's route table all the way down, unless a route loads lazily", () => {
    const routes = () => [
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a" },
          { id: "b", path: "b", children: [{ id: "c", index: true }] },
        ],
      },
    ];
    const frozen = router.createStaticHandler(routes()).dataRoutes as { children?: unknown[] }[];
    const all = (list: { children?: unknown[] }[]): unknown[] =>
      list.flatMap((r) => [r, ...all((r.children ?? []) as { children?: unknown[] }[])]);
    expect(Object.isFrozen(frozen)).toBe(true);
    expect(all(frozen).every((r) => Object.isFrozen(r))).toBe(true);
    const lazy = routes();
    (lazy[0].children[0] as Record<string, unknown>).lazy = async () => ({});
    expect(Object.isFrozen(router.createStaticHandler(lazy).dataRoutes)).toBe(false);
  });
});
