/*
 * npm run admin:create -- --email E --password P [--name N]
 * Creates an ADMIN account (approved). Running it again with the same e-mail changes
 * nothing and says so.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { databasePath, openDatabase, runMigrations } from "../db/connection";
import { translateValidation } from "../app/i18n/validation";
import { PasswordSchema } from "../app/validation/fields";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const input = z
  .object({
    email: z.email("must be a valid e-mail address"),
    // The same rule as sign-up (at least 6 characters); its messages are validation keys.
    password: PasswordSchema,
    name: z.string().trim().min(2, "needs at least 2 characters").optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => `--${i.path.join(".")}: ${translateValidation(i.message, "en")}`).join("\n"));
  console.error("Usage: npm run admin:create -- --email E --password P [--name N]");
  process.exit(1);
}

const file = databasePath();
const db = openDatabase(file);
runMigrations(db);
db.$client.close();
// The model opens the process's own connection to DATABASE_URL.
const { createAdmin } = await import("../app/models/user.server");
const admin = await createAdmin({ email: input.data.email, password: input.data.password, fullname: input.data.name });
if (admin) console.log(`Admin created: ${admin.email} (id ${admin.id}) in ${file}`);
else console.log(`An account with the e-mail ${input.data.email.toLowerCase()} already exists; nothing changed.`);
