import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { countText, interpolate } from "~/i18n/index";
import { formatNumber, formatRupiah } from "~/i18n/format";
import { getLang, messagesFor, pickMessages } from "~/i18n/lang.server";
import { packageKindMessages, packageMessages } from "~/i18n/packages";
import { unlessNotFound } from "~/models/errors";
import {
  createPackage,
  deletePackage,
  getOwnPackage,
  listOwnPackages,
  movePackage,
  platformTypesOf,
  setPackageActive,
  updatePackage,
  type Package,
} from "~/models/storefront/packages.server";
import type { User } from "~/models/user.server";
import { dispatchIntent, handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { communityPagePath } from "~/utils/community-page";
import { OFFLINE_PLATFORM, PACKAGE_KINDS } from "~/utils/enums";
import { kindLabel, platformLabel } from "~/utils/package-view";
import { MAX_PACKAGES, PackageEditSchema, PackageIdSchema, PackageSchema } from "~/validation/package";

/*
 * The loader and action of /community/packages (./route.tsx): the owner's packages
 * (ten at most, so never paged) in the order its public page shows them, each with Edit,
 * Pause or Resume, Move up, Move down and Delete. Add and edit open a dialog
 * (?dialog=add, ?dialog=edit&id=N), delete asks first (?dialog=delete&id=N): URL state
 * the server renders with a plain form. One action, one intent per form; the model
 * decides who may and when (verified, the limit, open bookings), its refusals shown in
 * the form.
 */

export const PACKAGES_PATH = "/community/packages";

type KindTexts = (typeof packageKindMessages)["en"];
type Texts = (typeof packageMessages)["en"];

/** What the list shows of a package. */
export type PackageView = {
  id: number;
  title: string;
  description: string;
  kind: string;
  platform: string;
  price: string;
  delivery: string;
  brandProvides: string;
  active: boolean;
};

/** The values an edit form starts with (the price as typed: "500.000"). */
export type PackageFormValues = {
  id: number;
  title: string;
  description: string;
  kind: string;
  platform: string;
  price: string;
  delivery_days: string;
  brand_provides: string;
};

function toView(pkg: Package, kinds: KindTexts, t: Texts, lang: "en" | "id"): PackageView {
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    kind: kindLabel(pkg.kind, kinds),
    platform: platformLabel(pkg.platform, kinds),
    price: formatRupiah(pkg.price),
    delivery: countText(pkg.deliveryDays, t.deliveryDaysOne, t.deliveryDays, formatNumber(pkg.deliveryDays, lang)),
    brandProvides: pkg.brandProvides,
    active: pkg.active,
  };
}

function formValues(pkg: Package): PackageFormValues {
  return {
    id: pkg.id,
    title: pkg.title,
    description: pkg.description,
    kind: pkg.kind,
    platform: pkg.platform,
    price: formatRupiah(pkg.price).replace(/^Rp\s*/, ""),
    delivery_days: String(pkg.deliveryDays),
    brand_provides: pkg.brandProvides,
  };
}

export type PackageDialog =
  { kind: "add" } | { kind: "edit"; pkg: PackageFormValues } | { kind: "delete"; pkg: { id: number; title: string } } | null;

/** The dialog the URL asks for; a package the owner cannot see opens nothing. */
function dialogOf(params: URLSearchParams, user: User): PackageDialog {
  const kind = params.get("dialog");
  if (kind === "add") return { kind };
  if (kind !== "edit" && kind !== "delete") return null;
  const id = params.get("id") ?? "";
  if (!/^\d{1,15}$/.test(id)) return null;
  return unlessNotFound(() => {
    const pkg = getOwnPackage(user, Number(id));
    return kind === "edit" ? { kind, pkg: formValues(pkg) } : { kind, pkg: { id: pkg.id, title: pkg.title } };
  });
}

export async function packagesLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const url = new URL(request.url);
  const lang = getLang(request);
  const kinds = messagesFor(request, packageKindMessages);
  const t = messagesFor(request, packageMessages);
  const { community, items } = listOwnPackages(user);
  const platforms = community ? [...platformTypesOf(community), OFFLINE_PLATFORM] : [OFFLINE_PLATFORM];
  return json({
    community: community
      ? {
          id: community.id,
          name: community.name,
          verified: community.isVerified,
          page: community.isVerified ? communityPagePath(community) : null,
        }
      : null,
    packages: items.map((pkg) => toView(pkg, kinds, t, lang)),
    max: MAX_PACKAGES,
    dialog: community ? dialogOf(url.searchParams, user) : null,
    kindOptions: PACKAGE_KINDS.map((value) => ({ value, label: kindLabel(value, kinds) })),
    platformOptions: platforms.map((value) => ({ value, label: platformLabel(value, kinds) })),
    messages: pickMessages(request, packageMessages),
  });
}

export async function packagesAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "COMMUNITY_OWNER");
  const t = messagesFor(request, packageMessages);
  const describeFailure = (message: string) => interpolate(t.failed, { message });
  const form = await request.formData();
  const done = (title: string) => redirectWithToast(PACKAGES_PATH, { title, type: "success" });
  /** A one-button form (pause, resume, up, down, delete): the package's id, then the model. */
  const byId = (run: (id: number) => unknown, toast: string) => (data: FormData, intent: string) =>
    handleForm(
      request,
      data,
      PackageIdSchema,
      ({ id }) => {
        run(id);
        return done(toast);
      },
      // The model's refusal says it all ("This package has open bookings, ...").
      { intent },
    );
  return dispatchIntent(request, form, {
    create: (data, intent) =>
      handleForm(
        request,
        data,
        PackageSchema,
        (value) => {
          createPackage(user, value);
          return done("packageAdded");
        },
        { intent, describeFailure },
      ),
    update: (data, intent) =>
      handleForm(
        request,
        data,
        PackageEditSchema,
        ({ id, ...value }) => {
          updatePackage(user, id, value);
          return done("packageUpdated");
        },
        { intent, describeFailure },
      ),
    pause: byId((id) => setPackageActive(user, id, false), "packagePaused"),
    resume: byId((id) => setPackageActive(user, id, true), "packageResumed"),
    up: byId((id) => movePackage(user, id, "up"), "packageMoved"),
    down: byId((id) => movePackage(user, id, "down"), "packageMoved"),
    delete: byId((id) => deletePackage(user, id), "packageDeleted"),
  });
}
