import { StatusPage } from "~/components/frame/status-page";

/** Any unknown path: the 404 page with HTTP status 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export function ErrorBoundary() {
  return <StatusPage status={404} />;
}
