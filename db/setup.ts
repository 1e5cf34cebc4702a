import { databasePath, openDatabase, parseSeedDemo, runMigrations } from "./connection";
import { isDatabaseEmpty, seedDemo } from "./seed";

/**
 * Run at every `npm start`: apply migrations, then seed the demo data into an empty
 * database unless SEED_DEMO=false.
 */
const seedWanted = parseSeedDemo();
const file = databasePath();
const db = openDatabase(file);
runMigrations(db);
if (seedWanted && isDatabaseEmpty(db)) {
  const counts = await seedDemo(db);
  console.log(
    `[guyub] demo data seeded: ${counts.users} users, ${counts.communities} communities, ${counts.briefs} briefs, ${counts.applications} applications`,
  );
}
db.$client.close();
console.log(`[guyub] database ready at ${file}`);
