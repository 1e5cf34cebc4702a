import type { User } from "../db/schema";
import { createAdmin, decideUserApproval, getUserByEmail, registerUser } from "~/models/user.server";
import type { ApprovalStatus } from "~/utils/enums";
import { RegisterSchema } from "~/validation/auth";

/*
 * Factories for model and route tests, built on the models (so the rules the models
 * apply to real sign-ups apply to test data too). Each call makes a new, realistic,
 * unique user. Later issues add communities, briefs and applications here.
 */

const FIRST = ["Rina", "Budi", "Siti", "Agus", "Dewi", "Eko", "Putri", "Joko", "Ayu", "Fajar"];
const LAST = ["Wijaya", "Santoso", "Lestari", "Saputra", "Hidayat", "Nugroho", "Kusuma", "Pratama"];
let sequence = 0;

export const FACTORY_PASSWORD = "rahasia123";

export type UserOptions = {
  role?: "COMMUNITY_OWNER" | "ADVERTISER";
  status?: ApprovalStatus;
  fullname?: string;
  email?: string;
  password?: string;
  rejectionReason?: string;
};

/** The admin that factories decide accounts with (created once per database). */
export async function makeAdmin(email = "factory.admin@guyub.test"): Promise<User> {
  const created = await createAdmin({ email, password: "admin12345", fullname: "System Administrator" });
  const admin = created ?? getUserByEmail(email);
  if (!admin) throw new Error(`could not make the admin ${email}`);
  return admin;
}

/** A user of a role in an approval state (default: an APPROVED community owner). */
export async function makeUser(options: UserOptions = {}): Promise<User> {
  sequence += 1;
  const first = FIRST[sequence % FIRST.length];
  const last = LAST[sequence % LAST.length];
  const role = options.role ?? "COMMUNITY_OWNER";
  const password = options.password ?? FACTORY_PASSWORD;
  const user = await registerUser(
    RegisterSchema.parse({
      fullname: options.fullname ?? `${first} ${last}`,
      email: options.email ?? `${first}.${last}.${sequence}.${process.pid}@example.id`.toLowerCase(),
      phone: `0812${String(10_000_000 + sequence).slice(-8)}`,
      password,
      confirmPassword: password,
      role,
      terms: "on",
      pic_name: role === "COMMUNITY_OWNER" ? `${first} ${last}` : undefined,
      company_name: role === "ADVERTISER" ? `PT ${last} Kreasi` : undefined,
    }),
  );
  const status = options.status ?? "APPROVED";
  if (status === "PENDING") return user;
  const admin = await makeAdmin();
  return decideUserApproval(admin, user.id, {
    status,
    rejectionReason: status === "REJECTED" ? (options.rejectionReason ?? "Data komunitas tidak lengkap") : undefined,
  });
}
