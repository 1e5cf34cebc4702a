import { Outlet, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useOptionalUser } from "~/utils/root-data";
import { SignedInLayout } from "./side-nav";
import { StatusCard } from "./status-page";

/** A signed-in area's layout route: the side navigation around the area's screens. */
export function AreaLayout() {
  const user = useOptionalUser();
  return (
    <SignedInLayout user={user}>
      <Outlet />
    </SignedInLayout>
  );
}

/**
 * An area's error boundary: a screen that fails (404, 403, 500) shows its status inside
 * the area's frame, so the side navigation stays and the user can go on elsewhere.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const user = useOptionalUser();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SignedInLayout user={user}>
      <div className="flex justify-center py-10" data-testid="area-error">
        <StatusCard status={status} />
      </div>
    </SignedInLayout>
  );
}
