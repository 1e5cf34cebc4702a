import { afterEach, describe, expect, it, vi } from "vitest";
import type { commonMessages } from "./common";
import type { homeMessages } from "./home";

const state = vi.hoisted(() => ({ matches: [] as { id: string; data: unknown }[] }));
vi.mock("@remix-run/react", () => ({
  useMatches: () => state.matches,
  useRouteLoaderData: (id: string) => state.matches.find((m) => m.id === id)?.data,
}));

const { useT } = await import("./use-lang");

const root = { id: "root", data: { lang: "en", messages: { common: { navHome: "Home" } } } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("useT", () => {
  it("reads a catalogue's texts from any current match", () => {
    state.matches = [root, { id: "routes/_index", data: { messages: { home: { heroTitle: "Hi" } } } }];
    expect(useT<typeof homeMessages>("home").heroTitle).toBe("Hi");
    expect(useT<typeof commonMessages>("common").navHome).toBe("Home");
  });
  it("throws a clear error in development when no loader sent the catalogue", () => {
    state.matches = [root, { id: "routes/_index", data: {} }];
    expect(() => useT<typeof homeMessages>("home")).toThrow(/no loader of this page sent the "home" texts/);
  });
  it("shows the keys in production instead of crashing", () => {
    vi.stubEnv("NODE_ENV", "production");
    state.matches = [root, { id: "routes/_index", data: {} }];
    expect(useT<typeof homeMessages>("home").heroTitle).toBe("heroTitle");
  });
  it("shows the keys when the root loader failed (its error page still renders)", () => {
    state.matches = [{ id: "root", data: undefined }];
    expect(useT<typeof commonMessages>("common").errorTitle).toBe("errorTitle");
  });
});
