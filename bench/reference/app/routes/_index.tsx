import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listFirstItems } from "../items.server";

/** One page: the first 20 rows of a SQLite table, rendered as a list. */
export const meta: MetaFunction = () => [{ title: "Reference list" }];

export async function loader() {
  return json({ items: listFirstItems() });
}

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Communities</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/items/${item.id}`}>{item.name}</a> · {item.city} · {item.members.toLocaleString("en-US")} members
          </li>
        ))}
      </ul>
    </main>
  );
}
