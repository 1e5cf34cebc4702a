import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { bookingMessages } from "~/i18n/bookings";
import { formatRupiah } from "~/i18n/format";
import { interpolate } from "~/i18n/index";
import { messagesFor, pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { ModelError } from "~/models/errors";
import { bookPackage, getPackageToBook, openBookingOfPackage } from "~/models/storefront/bookings.server";
import { handleForm } from "~/server/action.server";
import { requireUser } from "~/server/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { kindLabel, platformLabel } from "~/routes/bookings.server";
import { BookingSchema } from "~/validation/booking";
import { readId } from "~/validation/owner-lists";

/*
 * The booking form (/advertiser/bookings/new?package=<id>): the package's terms and price
 * as its community publishes them, and the brand's request (what to promote, the wished
 * date, a message, a link to materials). getPackageToBook refuses a pending account (403),
 * a package that is not there (404), paused or of a community no longer verified (409);
 * an open booking of the same package is linked to instead of a second form. The post is
 * done once per form key (a double tap books once) and goes to the new booking's page.
 */

function packageIdOf(request: Request): number {
  const id = readId(new URL(request.url).searchParams.get("package"));
  if (!id) throw new ModelError("not_found", "packageNotFound");
  return id;
}

export async function bookFormLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const pkg = getPackageToBook(user, packageIdOf(request));
  const t = messagesFor(request, bookingMessages);
  const open = openBookingOfPackage(user, pkg.id);
  return json({
    package: {
      id: pkg.id,
      title: pkg.title,
      community: interpolate(t.byCommunity, { community: pkg.communityName }),
      description: pkg.description,
      price: formatRupiah(pkg.price),
      terms: [
        { key: "kind", label: t.kind, value: kindLabel(pkg.kind, t) },
        { key: "platform", label: t.platform, value: platformLabel(pkg.platform, t) },
        { key: "delivery", label: t.delivery, value: interpolate(t.deliveryDays, { days: pkg.deliveryDays }) },
        ...(pkg.brandProvides ? [{ key: "provides", label: t.brandProvides, value: pkg.brandProvides }] : []),
      ],
    },
    openHref: open === null ? null : `/advertiser/bookings/${open}`,
    messages: pickMessages(request, bookingMessages, validationMessages),
  });
}

export async function bookFormAction({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "ADVERTISER");
  const packageId = packageIdOf(request);
  return handleForm(request, await request.formData(), BookingSchema, (value) => {
    const booked = bookPackage(user, packageId, value);
    return redirectWithToast(`/advertiser/bookings/${booked.id}`, {
      title: "bookingSent",
      description: "bookingSentText",
      type: "success",
    });
  });
}
