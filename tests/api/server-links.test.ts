import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as ReactModule from "react";
import { afterEach, describe, expect, it } from "vitest";

/*
 * Remix's <Link> and <NavLink> are patched at install (patches/@remix-run+react+*.patch;
 * docs/decisions/030-framework-patches.md): in a server render, a link whose `to` is a path
 * ("/x?y#z") renders its <a> directly instead of through React Router's components and
 * their hooks. This file proves it renders exactly what the full components render, for
 * every kind of prop and target the app could pass, and that the short way is taken.
 *
 * The full components are the oracle: the patch takes the short way only where there is
 * no `document` (a server), so the same element tree rendered with a `document` defined
 * goes the full way through the same modules. Everything is required the way the server
 * build requires it (CommonJS), so the contexts are the ones Remix's render provides.
 */
const root = path.resolve(__dirname, "../..");
const requireFromApp = createRequire(path.join(root, "package.json"));
const React = requireFromApp("react") as typeof ReactModule;
const { renderToString } = requireFromApp("react-dom/server") as typeof import("react-dom/server");
const remix = requireFromApp("@remix-run/react") as typeof import("@remix-run/react");
const routerServer = requireFromApp("react-router-dom/server") as typeof import("react-router-dom/server");
const h = React.createElement;

type Element = ReturnType<typeof h>;

/** Renders `element` as the element of the route `routePath`, on a server, at `url`. */
async function render(url: string, routePath: string, element: Element): Promise<string> {
  const routes = [{ path: "/", children: [{ path: routePath, element, loader: () => null }] }];
  const { query, dataRoutes } = routerServer.createStaticHandler(routes);
  const context = await query(new Request(`http://guyub.test${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = routerServer.createStaticRouter(dataRoutes, context);
  return renderToString(h(routerServer.StaticRouterProvider, { router, context, hydrate: false }));
}

const hadDocument = "document" in globalThis;
afterEach(() => {
  if (!hadDocument) delete (globalThis as { document?: unknown }).document;
});

/** The page rendered the short way (no document) and the full way (a document defined). */
async function both(url: string, routePath: string, element: Element) {
  const short = await render(url, routePath, element);
  (globalThis as { document?: unknown }).document = {};
  try {
    return { short, full: await render(url, routePath, element) };
  } finally {
    if (!hadDocument) delete (globalThis as { document?: unknown }).document;
  }
}

const noop = () => {};
const paths = [
  "/",
  "/browse",
  "/browse?page=2#results",
  "/community/briefs?tab=all&dialog=view&id=23855",
  "/community/dashboard",
  "/community/dashboard/",
  "/Community/Dashboard",
  "/community",
  "/x?",
  "/x#",
  "/x?#",
  "/x?a=1&b=%20#h",
  "/a/../b/./c",
  "/with space",
  "/ünïcode",
  "/\\evil",
];
const linkProps: Record<string, unknown>[] = [
  {},
  { className: "px-2 text-sm", "aria-label": "Page 2", id: "p2" },
  { target: "_blank", rel: "noopener noreferrer" },
  { reloadDocument: true },
  { discover: "none" },
  { prefetch: "intent", onMouseEnter: noop, onFocus: noop },
  { prefetch: "render" },
  { prefetch: "viewport" },
  { onClick: noop, replace: true, state: { a: 1 }, preventScrollReset: true, relative: "path" },
  { "data-discover": "false", "data-x": "y", style: { color: "red" }, tabIndex: -1, "aria-hidden": true },
  { href: "/ignored", title: "T" },
];

describe("server links patch", () => {
  it("is in the @remix-run/react the server loads, and not in the browser's build", () => {
    const cjs = requireFromApp.resolve("@remix-run/react");
    const file = path.join(path.dirname(cjs), "components.js");
    expect(fs.readFileSync(file, "utf8")).toContain("isServerPathLink");
    expect(fs.readFileSync(path.join(path.dirname(cjs), "esm", "components.js"), "utf8")).not.toContain("isServerPathLink");
  });

  it("renders every <Link> to a path exactly like the full component", async () => {
    const links = paths.flatMap((to, i) =>
      linkProps.map((props, j) => h(remix.Link, { key: `${i}-${j}`, to, ...props }, `link ${i}-${j}`)),
    );
    const { short, full } = await both("/community/dashboard?tab=all", "community/dashboard", h("nav", null, links));
    expect(full).toContain('href="/browse?page=2#results"');
    expect(short).toBe(full);
  });

  it("renders every <NavLink> to a path exactly like the full component, active or not", async () => {
    const navProps: Record<string, unknown>[] = [
      ...linkProps,
      { end: true },
      { caseSensitive: true },
      { "aria-current": "step", className: "tab" },
      {
        className: ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
          `tab ${isActive ? "on" : "off"} ${isPending ? "p" : ""}`,
        style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }),
        children: ({ isActive }: { isActive: boolean }) => (isActive ? "here" : "there"),
      },
    ];
    const links = paths.flatMap((to, i) =>
      navProps.map((props, j) => h(remix.NavLink, { key: `${i}-${j}`, to, ...props }, (props.children as string) ?? `nav ${i}-${j}`)),
    );
    const { short, full } = await both("/community/dashboard", "community/dashboard", h("nav", null, links));
    expect(full).toContain('aria-current="page"');
    expect(full).toContain("tab on");
    expect(short).toBe(full);
    const nested = await both("/community/campaigns/7?x=1", "community/campaigns/:id", h("nav", null, links));
    expect(nested.short).toBe(nested.full);
  });

  it("leaves every other target to the full component", async () => {
    // (React Router's own <NavLink> cannot render a URL on a server: links only.)
    const urls = ["https://wa.me/62812", "//cdn.example/x", "mailto:a@b.id"];
    const relative = ["?page=2", ".", "..", "../briefs", "briefs?x=1", "#main", ""];
    const elements = [
      ...urls.map((to, i) => h(remix.Link, { key: `u${i}`, to }, "u")),
      ...relative.flatMap((to, i) => [h(remix.Link, { key: `l${i}`, to }, "l"), h(remix.NavLink, { key: `n${i}`, to }, "n")]),
      h(remix.Link, { key: "o", to: { pathname: "/browse", search: "?page=3" } }, "o"),
      h(remix.NavLink, { key: "v", to: "/browse", viewTransition: true }, "v"),
    ];
    const { short, full } = await both("/community/campaigns/7", "community/campaigns/:id", h("nav", null, elements));
    expect(full).toContain('href="/community/campaigns/7/briefs?x=1"');
    expect(short).toBe(full);
  });

  it("takes the short way on a server: no state hooks for a link to a path", async () => {
    const counted = React as unknown as { useState: typeof ReactModule.useState };
    const original = counted.useState;
    let calls = 0;
    counted.useState = ((initial: unknown) => {
      calls += 1;
      return original(initial);
    }) as typeof ReactModule.useState;
    try {
      const nav = h("nav", null, h(remix.Link, { to: "/browse" }, "a"), h(remix.NavLink, { to: "/community" }, "b"));
      await render("/community/dashboard", "community/dashboard", nav);
      expect(calls).toBe(0);
      await render("/community/dashboard", "community/dashboard", h("nav", null, h(remix.Link, { to: "?page=2" }, "c")));
      // The full <Link> keeps its prefetch state (two useState calls).
      expect(calls).toBe(2);
    } finally {
      counted.useState = original;
    }
  });
});
