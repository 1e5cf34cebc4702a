import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { SignedInLayout } from "~/components/frame/side-nav";
import { areaMessages } from "~/i18n/areas";
import { pickMessages } from "~/i18n/lang.server";
import { requireUser } from "~/utils/auth.server";
import { useOptionalUser } from "~/utils/root-data";

/** The /community area: COMMUNITY_OWNER only (route guard), with the side navigation. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "COMMUNITY_OWNER");
  return json({ messages: pickMessages(request, areaMessages) });
}

export default function Layout() {
  const user = useOptionalUser();
  return (
    <SignedInLayout user={user}>
      <Outlet />
    </SignedInLayout>
  );
}
