import { redirect } from "@remix-run/node";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { ModelError } from "~/models/errors";
import { pagerData } from "~/utils/paging";
import { AdminDecisionSchema } from "~/validation/schemas.server";
import { decisionAction, loadTabList, type Decision } from "./console.server";
import { captureLogs } from "~/lib/server/logger.server";

/* The console's shared tab pieces: a list that fails to load, and the approve/reject post. */

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadTabList", () => {
  const loaded = () => ({ tab: "open", items: [1, 2], pager: pagerData(2, 3, (p) => `/admin/x?page=${p}`), retryHref: "/admin/x?page=2" });

  it("answers what was loaded", async () => {
    const response = loadTabList("x", "/admin/x?page=2", loaded, { tab: "open", items: [] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...loaded(), loadFailed: false });
  });

  it("answers 500 with the empty fields, one page and the retry link when loading breaks", async () => {
    const logged = captureLogs("error");
    onTestFinished(() => logged.stop());
    const response = loadTabList(
      "the things",
      "/admin/x?tab=all&page=2",
      (): ReturnType<typeof loaded> => {
        throw new Error("disk on fire");
      },
      { tab: "all", items: [] },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      tab: "all",
      items: [],
      loadFailed: true,
      retryHref: "/admin/x?tab=all&page=2",
      pager: { page: 1, pageCount: 1, prev: null, next: null, items: [{ page: 1, href: "/admin/x?tab=all&page=2" }] },
    });
    expect(logged.lines).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "loading the things failed",
        err: expect.objectContaining({ message: "disk on fire" }),
      }),
    ]);
  });

  it("lets a model's refusal through (it answers with its own status)", () => {
    const refused = () => {
      throw new ModelError("not_found", "briefNotFound");
    };
    expect(() => loadTabList("x", "/admin/x", refused, {})).toThrow(ModelError);
  });
});

describe("decisionAction", () => {
  const post = (fields: Record<string, string>) =>
    new Request("http://localhost/admin/x?page=2", { method: "POST", body: new URLSearchParams(fields) });
  const failed = { approve: "Could not approve", reject: "Could not reject" };

  it("hands the button's decision and the parsed form to `decide`", async () => {
    const calls: [Decision, unknown][] = [];
    const decide = (decision: Decision, value: unknown) => {
      calls.push([decision, value]);
      return redirect("/admin/x?page=2");
    };
    const approved = await decisionAction(post({ intent: "approve", id: "7", adminNotes: "Rapi" }), AdminDecisionSchema, {
      failed,
      decide,
    });
    const rejected = await decisionAction(post({ intent: "reject", id: "8" }), AdminDecisionSchema, { failed, decide });
    expect([approved.status, rejected.status]).toEqual([302, 302]);
    expect(calls).toEqual([
      ["approve", { id: 7, adminNotes: "Rapi" }],
      ["reject", { id: 8 }],
    ]);
  });

  it("shows a refusal as the tab's text for that decision, with the reason", async () => {
    const decide = () => {
      throw new ModelError("conflict", "briefNotPending");
    };
    const response = await decisionAction(post({ intent: "reject", id: "7" }), AdminDecisionSchema, { failed, decide });
    expect(response.status).toBe(409);
    const reply = await response.json();
    expect(reply.intent).toBe("reject");
    expect(reply.result.error?.[""]).toEqual(["Could not reject: Only a brief pending approval can be decided"]);
  });

  it("answers 400 to any other button, without deciding", async () => {
    const decide = vi.fn(() => redirect("/"));
    const response = await decisionAction(post({ intent: "delete", id: "7" }), AdminDecisionSchema, { failed, decide });
    expect(response.status).toBe(400);
    expect(decide).not.toHaveBeenCalled();
  });
});
