import { databasePath, openDatabase, parseSeedDemo, runMigrations } from "./connection";
import { isDatabaseEmpty, seedDemo } from "./seed";
import { exitOnStorageFailure, probeWrite } from "./storage";

/**
 * Run at every `npm start`: apply migrations, prove the database can write, then seed the
 * demo data into an empty database unless SEED_DEMO=false. A data folder that cannot be
 * created or written, or a read-only database, stops the start with one line (exit 1).
 */
const seedWanted = parseSeedDemo();
const file = databasePath();
try {
  const db = openDatabase(file);
  runMigrations(db);
  probeWrite(db);
  if (seedWanted && isDatabaseEmpty(db)) {
    const counts = await seedDemo(db);
    console.log(
      `[guyub] demo data seeded: ${counts.users} users, ${counts.communities} communities, ${counts.briefs} briefs, ${counts.applications} applications`,
    );
  }
  db.$client.close();
} catch (error) {
  exitOnStorageFailure(error, file);
  throw error;
}
console.log(`[guyub] database ready at ${file}`);
