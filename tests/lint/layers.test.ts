import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.js fire: each forbidden import is reported, and the
 * allowed neighbour is not. The snippets are linted as if they were files of each layer.
 */
const root = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax", "@typescript-eslint/no-restricted-imports"]);

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

describe("routes never import db/", () => {
  const file = "app/routes/_public+/example.tsx";
  it.each([
    'import { users } from "../../db/schema";',
    'import type { User } from "../../db/schema";',
    'import type { User } from "db/schema";',
    'import { openDatabase } from "~/../db/connection";',
    'export { users } from "../../db/schema";',
    'export const load = () => import("../../db/schema");',
  ])("reports %s", async (code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/A route never imports db\//)]);
  });

  it("allows the models (types from there) and ~/lib/server/db.server", async () => {
    expect(await layerMessages(file, 'import type { User } from "~/models/user.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { db } from "~/lib/server/db.server";')).toEqual([]);
  });
});

describe("components never import a model, db/ or a .server module", () => {
  const file = "app/components/example.tsx";
  it.each([
    ['import { ModelError } from "~/models/errors";', /never imports a model/],
    ['import { ModelError } from "../models/errors";', /never imports a model/],
    ['import type { Community } from "../../db/schema";', /never imports db\//],
    ['import { env } from "~/lib/server/env.server";', /\.server module/],
    ['import { readToast } from "../utils/toast.server";', /\.server module/],
  ])("reports %s", async (code, message) => {
    const messages = await layerMessages(file, code);
    expect(messages).toContainEqual(expect.stringMatching(message));
  });

  it("allows shared modules", async () => {
    expect(await layerMessages(file, 'import { CATEGORIES } from "~/utils/enums";')).toEqual([]);
    expect(await layerMessages(file, 'import type { RootData } from "~/utils/root-data";')).toEqual([]);
  });
});

describe("db/ imports nothing from app/ but the enums and the amounts", () => {
  it.each([
    ["db/example.ts", 'import { hashPassword } from "../app/models/password.server";'],
    ["db/example.ts", 'import { LOCATIONS } from "~/utils/locations";'],
    ["db/example.ts", 'import { something } from "~/utils/amounts-view";'],
    ["db/example.ts", 'import { LOCATIONS } from "app/utils/locations";'],
    ["db/example.ts", 'import type { Env } from "../app/lib/server/env.server";'],
    ["db/migrations/example.ts", 'import { LOCATIONS } from "../../app/utils/locations";'],
    ["db/example.ts", 'export const load = () => import("../app/models/user.server");'],
  ])("%s: reports %s", async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/db\/ imports nothing from app\//)]);
  });

  it("allows app/utils/enums, app/utils/amounts and db/'s own modules", async () => {
    expect(await layerMessages("db/example.ts", 'import { CATEGORIES } from "../app/utils/enums";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import { invoiceFigures } from "../app/utils/amounts";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import { invoiceFigures } from "../app/utils/amounts.ts";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import type { Role } from "~/utils/enums";')).toEqual([]);
    expect(await layerMessages("db/example.ts", 'import { openDatabase } from "./connection";')).toEqual([]);
  });
});

describe("components never import app/server or a route", () => {
  const file = "app/components/example.tsx";
  it.each([
    ['import { handleForm } from "~/server/action.server";', /\.server module/],
    ['import type { Submitted } from "~/server/forms";', /\.server module/],
    ['import { loader } from "~/routes/admin+/briefs/server";', /never imports a route/],
    ['import Page from "../routes/_public+/about";', /never imports a route/],
  ])("reports %s", async (code, message) => {
    expect(await layerMessages(file, code)).toContainEqual(expect.stringMatching(message));
  });
});

describe("a screen's server code never imports a component", () => {
  it.each([
    ["app/routes/admin+/briefs/server.ts", 'import { budgetText } from "~/components/brief-card";'],
    ["app/routes/admin+/console.server.ts", 'import { AdminConsole } from "~/components/admin/console";'],
    ["app/routes/settings.server.ts", 'import type { Tab } from "../components/settings/settings";'],
    ["app/root.server.ts", 'import { Footer } from "./components/frame/footer";'],
  ])("%s: reports %s", async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/Server code never imports a component/)]);
  });

  it("allows the shared view modules, models and app/server", async () => {
    const file = "app/routes/admin+/briefs/server.ts";
    expect(await layerMessages(file, 'import { budgetText } from "~/utils/brief-view";')).toEqual([]);
    expect(await layerMessages(file, 'import { decideBrief } from "~/models/brief-write.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { handleForm } from "~/server/action.server";')).toEqual([]);
  });
});

describe("app/server never imports a component or a route", () => {
  const file = "app/server/example.server.ts";
  it.each([
    ['import { toCardData } from "~/components/community-card";', /Server code never imports a component/],
    ['import { settingsLoader } from "~/routes/settings.server";', /app\/server never imports a route/],
    ['import { loader } from "../routes/community+/members/server";', /app\/server never imports a route/],
  ])("reports %s", async (code, message) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it("allows models and utils", async () => {
    expect(await layerMessages(file, 'import { getUserById } from "~/models/user.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { clientAddress } from "~/lib/server/client-address.server";')).toEqual([]);
  });
});

describe("models never import a route, a component or app/server", () => {
  const file = "app/models/example.server.ts";
  it.each([
    ['import { membersLoader } from "~/routes/community+/members/server";', /A model never imports a route/],
    ['import { budgetText } from "~/components/brief-card";', /A model never imports a component/],
    ['import { handleForm } from "~/server/action.server";', /A model never imports app\/server/],
    ['import type { SessionUser } from "../server/session-cookie.server";', /A model never imports app\/server/],
    ['export const later = () => import("~/server/mailer.server");', /A model never imports app\/server/],
  ])("reports %s", async (code, message) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it("allows db/, validation, utils and other models", async () => {
    expect(await layerMessages(file, 'import { users } from "../../db/schema";')).toEqual([]);
    expect(await layerMessages(file, 'import { BriefSchema } from "~/validation/brief";')).toEqual([]);
    expect(await layerMessages(file, 'import { db } from "~/lib/server/db.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { recordAudit } from "./audit.server";')).toEqual([]);
  });
});

describe("validation imports no model, db/, route, component or app/server", () => {
  const file = "app/validation/example.ts";
  it.each([
    'import { getUserByEmail } from "~/models/user.server";',
    'import type { User } from "../../db/schema";',
    'import { loader } from "~/routes/_auth+/auth";',
    'import { Badge } from "~/components/ui/badge";',
    'import { env } from "~/server/env.server";',
  ])("reports %s", async (code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/Validation imports no model/)]);
  });

  it("allows zod, i18n keys and utils", async () => {
    expect(await layerMessages(file, 'import * as z from "zod/mini";')).toEqual([]);
    expect(await layerMessages(file, 'import { CATEGORIES } from "~/utils/enums";')).toEqual([]);
  });
});

describe("app/utils stays browser-safe: no route, component, app/server, model, app/lib or .server module", () => {
  const file = "app/utils/example.ts";
  it.each([
    'import { membersLoader } from "~/routes/community+/members/server";',
    'import { Badge } from "../components/ui/badge";',
    'import { handleForm } from "~/server/action.server";',
    'import { ModelError } from "~/models/errors";',
    'import { env } from "~/lib/server/env.server";',
    'import { formatDate } from "~/i18n/format.server";',
  ])("reports %s", async (code) => {
    expect(await layerMessages(file, code)).toContainEqual(expect.stringMatching(/app\/utils holds small browser-safe helpers/));
  });

  it("allows other helpers, validation and the catalogues' browser-safe modules", async () => {
    expect(await layerMessages(file, 'import { CATEGORIES } from "~/utils/enums";')).toEqual([]);
    expect(await layerMessages(file, 'import { readId } from "~/validation/owner-lists";')).toEqual([]);
    expect(await layerMessages(file, 'import { formatNumber } from "~/i18n/format";')).toEqual([]);
  });
});

describe("app/lib/server sits below the models", () => {
  const file = "app/lib/server/example.server.ts";
  it.each([
    'import { getUserById } from "~/models/user.server";',
    'import { BriefSchema } from "~/validation/brief";',
    'import { handleForm } from "~/server/action.server";',
    'import { loader } from "~/routes/admin+/briefs/server";',
    'import { Badge } from "~/components/ui/badge";',
    'export const later = () => import("../../models/user.server");',
  ])("reports %s", async (code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/app\/lib\/server is infrastructure below the models/)]);
  });

  it("allows db/, packages and its own modules", async () => {
    expect(await layerMessages(file, 'import { openDatabase } from "../../../db/connection";')).toEqual([]);
    expect(await layerMessages(file, 'import { parseTrustProxy } from "./proxy.server";')).toEqual([]);
    expect(await layerMessages(file, 'import { z } from "zod";')).toEqual([]);
  });
});

describe("validation never imports app/lib", () => {
  it("reports the environment module", async () => {
    expect(await layerMessages("app/validation/example.ts", 'import { env } from "~/lib/server/env.server";')).toEqual([
      expect.stringMatching(/Validation imports no model/),
    ]);
  });
});

describe("a route never imports another route or another screen's folder", () => {
  it.each([
    ["app/routes/admin+/users.tsx", 'export { default } from "./pending-users";'],
    ["app/routes/admin+/users.tsx", 'import Page from "./briefs/route";'],
    ["app/routes/_public+/browse-communities.tsx", 'export { loader } from "./browse/server";'],
    ["app/routes/admin+/briefs/route.tsx", 'import { loader } from "../applications/server";'],
    ["app/routes/admin+/briefs/route.tsx", 'import Page from "../../community+/members/route";'],
    ["app/routes/admin+/briefs/server.ts", 'import { membersLoader } from "~/routes/community+/members/server";'],
    ["app/routes/community+/dashboard/server.ts", 'export const later = () => import("../briefs/server");'],
    ["app/routes/admin+/accounts.server.ts", 'import { loader } from "./briefs/server";'],
    ["app/routes/reviews.server.ts", 'import { loader } from "./community+/dashboard/server";'],
  ])("%s: reports %s", async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([expect.stringMatching(/A route never imports another route/)]);
  });

  it.each([
    ["app/routes/admin+/users.tsx", 'import { AccountTabs } from "./__accounts";'],
    ["app/routes/admin+/users.tsx", 'import { adminUsersLoader } from "./accounts.server";'],
    ["app/routes/admin+/notifications.tsx", 'import type { notificationsPageLoader } from "~/routes/notifications.server";'],
    ["app/routes/admin+/notifications.tsx", 'import { NotificationsPage } from "~/components/notifications-page";'],
    ["app/routes/admin+/briefs/route.tsx", 'import type { loader } from "./server";'],
    ["app/routes/admin+/briefs/server.ts", 'import { consoleTabs } from "../console.server";'],
    ["app/routes/admin+/briefs/server.ts", 'import { consoleTabs } from "~/routes/admin+/console.server";'],
    ["app/routes/community+/campaigns/server.ts", 'import { feeText } from "../campaign-work.server";'],
    ["app/routes/community+/dashboard/server.ts", 'import { reviewTexts } from "../../reviews.server";'],
    ["app/routes/briefs+/$id.report[.csv].ts", 'export { briefReportCsvLoader as loader } from "./$id.report/csv.server";'],
    ["app/routes/community+/profile/route.tsx", 'import { ProfileForm } from "./profile-form";'],
    ["app/routes/community+/profile/route.tsx", 'import { Badge } from "../../../components/ui/badge";'],
  ])("%s: allows %s", async (file, code) => {
    expect(await layerMessages(file, code)).toEqual([]);
  });
});

describe("a screen's own component keeps the component rules", () => {
  const file = "app/routes/community+/profile/profile-form.tsx";
  it.each([
    ['import { getCommunity } from "~/models/community.server";', /never imports a model/],
    ['import type { Community } from "../../../../db/schema";', /never imports db\//],
    ['import { handleForm } from "~/server/action.server";', /\.server module/],
    ['import type { loader } from "./server";', /\.server module/],
    ['import { profileAction } from "./server";', /\.server module/],
    ['import Page from "./route";', /imports neither its route/],
    ['import { feeText } from "../campaign-work.server";', /\.server module/],
    ['import { ProofForm } from "../campaigns_.$id/proof-form";', /imports neither its route/],
    ['import { ProofForm } from "~/routes/community+/campaigns_.$id/proof-form";', /never imports a route/],
    ['import { profileMessages } from "~/i18n/profile";', /catalogue as a type only/],
  ])("reports %s", async (code, message) => {
    expect(await layerMessages(file, code)).toContainEqual(expect.stringMatching(message));
  });

  it("allows its own folder and what screens share", async () => {
    expect(await layerMessages(file, 'import { LogoPicker } from "./logo-picker";')).toEqual([]);
    expect(await layerMessages(file, 'import { TextField } from "~/components/ui/field";')).toEqual([]);
    expect(await layerMessages(file, 'import type { profileMessages } from "~/i18n/profile";')).toEqual([]);
    expect(await layerMessages(file, 'import { CATEGORIES } from "~/utils/enums";')).toEqual([]);
  });

  it("leaves a shared component's catalogue rule where it was", async () => {
    expect(await layerMessages("app/components/example.tsx", 'import { homeMessages } from "~/i18n/home";')).toEqual([
      expect.stringMatching(/catalogue as a type only/),
    ]);
  });
});
