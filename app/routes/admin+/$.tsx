/** Any unknown path in the /admin area: 404 inside the area's frame (its error boundary keeps the side navigation). */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
