import { Link } from "@remix-run/react";

export default function Home() {
  return (
    <main id="main" className="container-page flex-1 py-16">
      <h1 className="text-3xl font-bold">Guyub</h1>
      <Link to="/auth?register=COMMUNITY_OWNER" className="btn-primary mt-4">Register Your Community</Link>
    </main>
  );
}
