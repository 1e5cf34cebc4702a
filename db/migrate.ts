import { databasePath, openDatabase, runMigrations } from "./connection";

/** Apply the migrations under db/migrations to DATABASE_URL. */
const file = databasePath();
const db = openDatabase(file);
runMigrations(db);
db.$client.close();
console.log(`Migrations applied to ${file}`);
