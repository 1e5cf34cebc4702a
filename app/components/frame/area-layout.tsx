import { Outlet, isRouteErrorResponse, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import type { areaMessages } from "~/i18n/areas";
import { useOptionalUser, useT } from "~/i18n/use-lang";
import { Suspense, lazy } from "react";
import type { BellData } from "./bell";
import { SignedInLayout } from "./side-nav";
// Loaded only when an error shows (see root.tsx).
const StatusCard = lazy(() => import("./status-page").then((m) => ({ default: m.StatusCard })));

/** A signed-in area's layout route: the side navigation around the area's screens. */
export function AreaLayout() {
  const user = useOptionalUser();
  const { bell } = useLoaderData<{ bell?: BellData }>();
  return (
    <SignedInLayout user={user} bell={bell}>
      <DashboardLoading dashboard={user?.dashboard} />
      <Outlet />
    </SignedInLayout>
  );
}

/** While JavaScript navigates to the dashboard: 'Loading dashboard...'. */
function DashboardLoading({ dashboard }: { dashboard: string | undefined }) {
  const navigation = useNavigation();
  const t = useT<typeof areaMessages>("areas");
  const loading = navigation.state === "loading" && !!dashboard && navigation.location.pathname === dashboard;
  return (
    <p role="status" className={loading ? "mb-4 text-sm font-medium text-brand-800" : "sr-only"} data-testid="dashboard-loading">
      {loading ? t.loadingDashboard : ""}
    </p>
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
        <Suspense fallback={null}>
          <StatusCard status={status} error={error} />
        </Suspense>
      </div>
    </SignedInLayout>
  );
}
