import { describe, expect, it } from "vitest";
import { makeBrief, makeCommunity, makeUser } from "../../../../tests/factories";
import { listApplicationsOfCommunity } from "~/models/application.server";
import { createUserSession } from "~/server/session-cookie.server";
import { campaignsAction, campaignsLoader } from "./server";

/* The apply dialog's post with a proposed fee typed with '.' grouping, on a real database. */

type Reply = { result: { error?: Record<string, string[]> } };

describe("applying with a proposed fee", () => {
  it("reads '2.500.000' as 2500000 and refuses words next to the field", async () => {
    const owner = await makeUser();
    const community = makeCommunity(owner);
    const brief = makeBrief(await makeUser({ role: "ADVERTISER" }));
    const cookie = (await createUserSession(owner.id, false)).split(";")[0];
    const post = async (fields: Record<string, string>) =>
      (await campaignsAction({
        request: new Request("http://localhost/community/briefs", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { cookie },
        }),
        params: {},
        context: {},
      })) as Response;
    const refused = await post({ briefId: String(brief.id), proposed_fee: "dua juta" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Reply).result.error?.proposed_fee).toEqual(["budgetInvalid"]);
    const done = await post({ briefId: String(brief.id), proposed_fee: "2.500.000" });
    expect(done.status).toBe(302);
    const [application] = listApplicationsOfCommunity(owner, community.id, {}, { limit: 10, offset: 0 }).items;
    expect(application.proposedFee).toBe(2_500_000);
  });
});

describe("the apply dialog's note on the commission", () => {
  it("says what Guyub keeps of a fee, with an example, in the reader's language", async () => {
    const owner = await makeUser();
    makeCommunity(owner);
    const brief = makeBrief(await makeUser({ role: "ADVERTISER" }));
    const cookie = (await createUserSession(owner.id, false)).split(";")[0];
    const dialogOf = async (lang: string) => {
      const request = new Request(`http://localhost/community/briefs?dialog=apply&id=${brief.id}`, {
        headers: { cookie: `${cookie}; lang=${lang}` },
      });
      const answer = (await campaignsLoader({ request, params: {}, context: {} })) as Response;
      return ((await answer.json()) as { dialog: { kind: string; feeNote?: string | null } }).dialog;
    };
    const en = await dialogOf("en");
    expect(en.kind).toBe("apply");
    expect(en.feeNote).toContain("Guyub keeps 10% of the agreed fee");
    expect(en.feeNote).toContain("You receive Rp 4.500.000 after Guyub's 10%");
    expect((await dialogOf("id")).feeNote).toContain("Guyub menyimpan 10%");
  });
});
