import { briefs, communities, communityCategories, type Brief, type Community, type NewBrief, type User } from "../db/schema";
import { applyToBrief, decideApplication, type ApplicationDecision } from "~/models/application.server";
import { confirmPayment } from "~/models/money/money.server";
import { createAdmin, decideUserApproval, getUserByEmail, registerUser } from "~/models/user.server";
import { db } from "~/lib/server/db.server";
import type { ApprovalStatus, Category } from "~/utils/enums";
import { RegisterSchema } from "~/validation/auth";
import { ProofSchema, type ProofInput } from "~/validation/campaign";

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
    // A made-up address per user: the per-address registration limit is tested on its own.
    { clientAddress: `factory-${sequence}` },
  );
  const status = options.status ?? "APPROVED";
  if (status === "PENDING") return user;
  const admin = await makeAdmin();
  return decideUserApproval(admin, user.id, {
    status,
    rejectionReason: status === "REJECTED" ? (options.rejectionReason ?? "Data komunitas tidak lengkap") : undefined,
  });
}

// ---------------------------------------------------------------------------------------
// Communities and briefs
// ---------------------------------------------------------------------------------------

export type CommunityOptions = {
  name?: string;
  description?: string;
  categories?: Category[];
  location?: string | null;
  memberCount?: number;
  isVerified?: boolean;
  logoUrl?: string | null;
};

/**
 * A community of `owner` (one per owner). Written straight to the tables, as the seed
 * does, so that tests of every model can use it without going through the profile form.
 */
export function makeCommunity(owner: User, options: CommunityOptions = {}): Community {
  sequence += 1;
  const categories = options.categories ?? ["TECHNOLOGY"];
  return db.transaction((tx) => {
    const community = tx
      .insert(communities)
      .values({
        ownerId: owner.id,
        name: options.name ?? `Komunitas ${LAST[sequence % LAST.length]} ${sequence}`,
        description: options.description ?? "Komunitas yang aktif berbagi ilmu setiap minggu.",
        location: options.location === undefined ? "Jakarta" : options.location,
        memberCount: options.memberCount ?? 1200,
        isVerified: options.isVerified ?? false,
        logoUrl: options.logoUrl ?? null,
        demographics: { age_range: "18-24", gender_ratio: "60:40", interests: ["coding"] },
        platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/abc" }],
      })
      .returning()
      .get();
    categories.forEach((category, position) =>
      tx.insert(communityCategories).values({ communityId: community.id, category, position }).run(),
    );
    return community;
  });
}

export type BriefOptions = Partial<Omit<NewBrief, "id" | "advertiserId">>;

/**
 * A brief of `advertiser` (default: ACTIVE, TECHNOLOGY, ending in 30 days). Written
 * straight to the table until the advertiser workspace has its create model.
 */
export function makeBrief(advertiser: User, options: BriefOptions = {}): Brief {
  sequence += 1;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return db
    .insert(briefs)
    .values({
      advertiserId: advertiser.id,
      title: `Kampanye Produk ${sequence}`,
      companyName: advertiser.companyName ?? "PT Maju Bersama",
      description: "Kami mencari komunitas untuk memperkenalkan produk baru kami kepada anggota.",
      targetCategory: "TECHNOLOGY",
      campaignCategory: "ONLINE",
      budgetMin: 1_000_000,
      budgetMax: 5_000_000,
      timelineStart: inDays(-1),
      timelineEnd: inDays(30),
      contactPerson: "Rina Wijaya",
      contactPhone: "081234567890",
      requirements: { age_range: ["18-24 years"], gender: "any", min_followers: 500, location: "Jakarta" },
      communityGuidelines: "Sampaikan dengan bahasa santai.",
      schedulePost: "Satu unggahan per minggu.",
      scopeOfWork: "Dua unggahan dan satu sesi tanya jawab.",
      status: "ACTIVE",
      ...options,
    })
    .returning()
    .get();
}

// ---------------------------------------------------------------------------------------
// Campaigns
// ---------------------------------------------------------------------------------------

export type CampaignOptions = {
  advertiser?: User;
  owner?: User;
  brief?: Brief;
  proposedFee?: number;
  agreedFee?: number;
  /** With a fee the approval issues an invoice; paid (the default) the admin confirms it, so the work runs. */
  paid?: boolean;
};

/**
 * A campaign as the models start it: the owner (with a community) applies to the
 * advertiser's ACTIVE brief and the admin approves, which starts it IN_PROGRESS. Each
 * party is new unless given.
 */
export async function makeCampaign(options: CampaignOptions = {}) {
  const admin = await makeAdmin();
  const advertiser = options.advertiser ?? (await makeUser({ role: "ADVERTISER" }));
  const owner = options.owner ?? (await makeUser());
  const community = db.query.communities.findFirst({ where: (c, { eq }) => eq(c.ownerId, owner.id) }).sync() ?? makeCommunity(owner);
  const brief = options.brief ?? makeBrief(advertiser);
  const applied = applyToBrief(owner, brief.id, { proposedFee: options.proposedFee });
  const application = decideApplication(admin, applied.id, { status: "APPROVED", agreedFee: options.agreedFee });
  if (application.campaignId === null) throw new Error("the approval started no campaign");
  const invoice = db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.campaignId, application.campaignId!) }).sync();
  if (invoice && options.paid !== false)
    confirmPayment(admin, invoice.id, { reference: `TRF-${invoice.id}`, paidAt: new Date(), amount: invoice.total });
  return { admin, advertiser, owner, community, brief, application, campaignId: application.campaignId, invoiceId: invoice?.id ?? null };
}

/**
 * The admin approves an application as decideApplication does and, when the approval
 * issued an invoice, confirms its payment, so the campaign runs (IN_PROGRESS) as before
 * money: for the tests of what comes after payment.
 */
export function approveAndPay(admin: User, applicationId: number, decision: Omit<ApplicationDecision, "status"> & { status: "APPROVED" }) {
  const application = decideApplication(admin, applicationId, decision);
  const invoice = application.campaignId
    ? db.query.invoices.findFirst({ where: (i, { eq }) => eq(i.campaignId, application.campaignId!) }).sync()
    : undefined;
  if (invoice) confirmPayment(admin, invoice.id, { reference: `TRF-${invoice.id}`, paidAt: new Date(), amount: invoice.total });
  return application;
}

/** A valid proof (links and figures), as ProofSchema gives it; `fields` override the defaults. */
export function proofInput(fields: Record<string, unknown> = {}): ProofInput {
  return ProofSchema.parse({
    links: ["https://www.instagram.com/p/guyub-demo/"],
    reach: "1.200",
    reactions: 150,
    note: "Unggahan tayang Sabtu pagi.",
    ...fields,
  });
}
