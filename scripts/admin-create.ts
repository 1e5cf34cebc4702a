/*
 * npm run admin:create -- --email E [--name N]
 * Creates an ADMIN account (approved). The password is typed at a hidden prompt (twice),
 * or piped on standard input (`printf '%s\n' "$PW" | npm run admin:create -- ...`):
 * never on the command line, where the shell history and `ps` would keep it.
 * Running it again with the same e-mail changes nothing and says so.
 */
import readline from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { databasePath, openDatabase, runMigrations } from "../db/connection";
import { translateValidation } from "../app/i18n/validation";
import { NameSchema, PasswordSchema } from "../app/validation/fields";

const USAGE = "Usage: npm run admin:create -- --email E [--name N]   (the password is asked for, or read from standard input)";
const { values: args } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (args.password !== undefined) {
  console.error(
    "--password is not accepted: a password on the command line stays in the shell history. Type it at the prompt, or pipe it on standard input.",
  );
  console.error(USAGE);
  process.exit(1);
}

/** One line from standard input; at a terminal, asked without echo (twice, to catch a typo). */
async function readPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (!process.stdin.isTTY) {
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(question);
      const muted = rl as unknown as { _writeToOutput: (s: string) => void };
      muted._writeToOutput = () => {};
      rl.question("", (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Repeat it: ");
  rl.close();
  if (first !== second) {
    console.error("The two passwords differ; nothing changed.");
    process.exit(1);
  }
  return first;
}

const values = { ...args, password: await readPassword() };
const input = z
  .object({
    email: z.email("must be a valid e-mail address"),
    // The same rules as sign-up (a password of at least 6 characters, a name of 2 visible
    // characters with nothing hidden in it); their messages are validation keys.
    password: PasswordSchema,
    name: z.optional(NameSchema),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => `--${i.path.join(".")}: ${translateValidation(i.message, "en")}`).join("\n"));
  console.error(USAGE);
  process.exit(1);
}

const file = databasePath();
const db = openDatabase(file);
runMigrations(db);
db.$client.close();
// The model opens the process's own connection to DATABASE_URL.
const { createAdmin } = await import("../app/models/user.server");
const { isModelError } = await import("../app/models/errors");
const admin = await createAdmin({ email: input.data.email, password: input.data.password, fullname: input.data.name }).catch((error) => {
  if (!isModelError(error)) throw error;
  console.error(`--password: ${translateValidation(error.message, "en")}; nothing changed.`);
  process.exit(1);
});
if (admin) console.log(`Admin created: ${admin.email} (id ${admin.id}) in ${file}`);
else console.log(`An account with the e-mail ${input.data.email.toLowerCase()} already exists; nothing changed.`);
