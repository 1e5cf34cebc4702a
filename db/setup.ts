import { databasePath, openDatabase, runMigrations } from "./connection";
import { isDatabaseEmpty, seedDemo } from "./seed";

/**
 * Run at every `npm start`: apply migrations, then seed the demo data into an empty
 * database unless SEED_DEMO=false.
 */
const file = databasePath();
const db = openDatabase(file);
runMigrations(db);
const seedWanted = !["false", "0"].includes((process.env.SEED_DEMO ?? "true").toLowerCase());
if (seedWanted && isDatabaseEmpty(db)) {
  const counts = await seedDemo(db);
  console.log(
    `[guyub] demo data seeded: ${counts.users} users, ${counts.communities} communities, ${counts.briefs} briefs, ${counts.applications} applications`,
  );
}
db.$client.close();
console.log(`[guyub] database ready at ${file}`);
