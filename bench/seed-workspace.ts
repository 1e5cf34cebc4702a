import type Database from "better-sqlite3";
import { BRIEF_AGE_RANGES, CATEGORIES, GENDER_TARGETS, type BriefStatus, type Category } from "../app/utils/enums";

/*
 * The workspace half of the bench data, called by bench/seed.ts inside
 * its one transaction, after the communities are in place:
 *  - a few hundred advertisers (about 1 per 60 briefs; most APPROVED);
 *  - briefs (default 0.24 per community: 24,000 for 100k), every status, about half
 *    ACTIVE, spread unevenly over the 15 categories, dates around today, ids in
 *    creation order (as a real table grows);
 *  - applications (default 1.2 per community: 120,000 for 100k) to ACTIVE and COMPLETED
 *    briefs only, one per brief and community, mostly from communities of the brief's
 *    category, PENDING / APPROVED / REJECTED;
 *  - the bench owner's community (TECHNOLOGY + EDUCATION) with 20 members and
 *    applications in every status to the newest matching briefs (so its Campaigns page
 *    shows "Applied" cards), and the bench advertiser's 40 briefs.
 * Prepared statements, one transaction (the caller's): no trigger fires on briefs,
 * applications or members, and the advertisers go through the same users triggers as
 * the owners do (public data version).
 * Its own PRNG stream: the communities are the same rows as before this was added.
 */

const DAY = 24 * 60 * 60 * 1000;

export type WorkspaceContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  /** Ids of the (ordinary) communities of each category. */
  byCategory: Map<Category, number[]>;
  /** First free users.id. */
  nextUserId: number;
  passwordHash: string;
  briefs: number;
  applications: number;
  benchOwnerCommunityId: number;
  benchAdvertiserId: number;
  benchAdvertiserCompany: string;
};

export type WorkspaceResult = { advertisers: number; briefs: number; applications: number; members: number };

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

/** Today in Asia/Jakarta (UTC+7, no DST) shifted by `days`, "YYYY-MM-DD". */
function jakartaDate(ms: number, days = 0): string {
  return new Date(ms + 7 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);
}

/* ---------- words ---------- */

const COMPANY_FIRST = [
  "Sinar",
  "Maju",
  "Karya",
  "Nusa",
  "Mitra",
  "Cahaya",
  "Bumi",
  "Sentosa",
  "Jaya",
  "Sejahtera",
  "Prima",
  "Anugerah",
  "Cipta",
  "Mega",
  "Graha",
  "Tunas",
  "Indo",
  "Bintang",
  "Surya",
  "Lintas",
];
const COMPANY_SECOND = [
  "Abadi",
  "Nusantara",
  "Mandiri",
  "Digital",
  "Kreasi",
  "Sukses",
  "Utama",
  "Makmur",
  "Persada",
  "Teknologi",
  "Pangan",
  "Gemilang",
  "Perkasa",
  "Media",
  "Sehat",
  "Lestari",
];
const BRANDS = [
  "PayNusa",
  "KopiKita",
  "Tehku",
  "Gowesin",
  "BelajarYuk",
  "SehatPlus",
  "GameZona",
  "Jalanin",
  "Glowria",
  "OtoKita",
  "Rumahku",
  "Sambalku",
  "Kelasku",
  "Fitku",
  "Lensaku",
  "Bukuria",
  "Dompetin",
  "Jajanan.id",
  "Tokoku",
  "Rasaku",
  "Mainyuk",
  "Liburin",
  "Cantika",
  "Motorin",
  "BisnisKu",
];
const AGENCIES = ["Rumah Kreatif Media", "Ide Kolektif", "Gema Komunika", "Kanvas Digital Agency", "Suara Kota Kreatif", "Lingkar Promosi"];
const CITIES = ["Jakarta", "Surabaya", "Bandung", "Medan", "Semarang", "Makassar", "Yogyakarta", "Denpasar", "Malang", "Palembang"];
const PEOPLE = [
  "Sari Lestari",
  "Budi Santoso",
  "Dewi Kusuma",
  "Rizky Pratama",
  "Intan Halim",
  "Fajar Nugroho",
  "Maya Wibowo",
  "Andi Siregar",
  "Nurul Hidayat",
  "Reza Gunawan",
];

/** What a campaign of each category is about (titles read like the demo briefs). */
const THEMES: Record<Category, readonly string[]> = {
  TECHNOLOGY: [
    "Integrasi Pembayaran QRIS",
    "Aplikasi Kasir UMKM",
    "Keamanan Siber",
    "Cloud untuk Startup",
    "AI untuk Developer",
    "Aplikasi Dompet Digital",
  ],
  HOBBIES: ["Kamera Mirrorless", "Perlengkapan Mancing", "Tanaman Hias", "Akuarium Aquascape", "Kerajinan Tangan"],
  FOOD_BEVERAGE: [
    "Kopi Susu Gula Aren",
    "Teh Botol Baru",
    "Sambal Kemasan",
    "Camilan Sehat",
    "Mi Instan Rasa Nusantara",
    "Minuman Probiotik",
  ],
  HEALTH_FITNESS: ["Aplikasi Lari", "Suplemen Vitamin", "Kelas Yoga Online", "Sepatu Olahraga", "Air Mineral Alkali"],
  EDUCATION: [
    "Beasiswa Coding",
    "Kursus Bahasa Inggris",
    "Aplikasi Belajar Matematika",
    "Kelas Literasi Keuangan",
    "Bimbel Online",
    "Persiapan UTBK",
  ],
  ARTS: ["Pameran Seni Rupa", "Festival Musik Indie", "Lomba Sketsa", "Workshop Batik", "Pentas Teater"],
  BUSINESS: ["Modal Usaha UMKM", "Aplikasi Akuntansi", "Pelatihan Digital Marketing", "Pinjaman Syariah", "Marketplace Grosir"],
  LIFESTYLE: ["Fashion Lokal", "Sneakers Edisi Terbatas", "Perabot Minimalis", "Produk Ramah Lingkungan", "Thrift Market"],
  GAMING: ["Turnamen Mobile Legends", "Gaming Headset", "Voucher Game", "Turnamen Valorant", "Kursi Gaming"],
  PARENTING: ["Susu Pertumbuhan", "Popok Bayi", "Aplikasi Tumbuh Kembang", "Mainan Edukatif", "Asuransi Pendidikan"],
  TRAVEL: ["Tiket Pesawat Promo", "Paket Pendakian", "Hotel Budget", "Perlengkapan Camping", "Wisata Bahari"],
  SPORTS: ["Turnamen Futsal", "Raket Badminton", "Sepeda Lipat", "Liga Basket Antar Komunitas", "Jersey Tim"],
  BEAUTY: ["Skincare Lokal", "Sunscreen Baru", "Lipstik Tahan Lama", "Hijab Premium", "Serum Wajah"],
  AUTOMOTIVE: ["Oli Motor", "Motor Listrik", "Helm SNI", "Servis Mobil Online", "Ban Tubeless"],
  OTHER: ["Donasi Pendidikan", "Adopsi Kucing", "Gerakan Bersih Pantai", "Donor Darah", "Program Relawan"],
};

const TITLES: readonly ((theme: string, brand: string, city: string) => string)[] = [
  (t) => `Workshop ${t}`,
  (t, b) => `Peluncuran ${t} ${b}`,
  (t, _b, c) => `Kampanye ${t} di ${c}`,
  (t, b) => `Kolaborasi ${b}: ${t}`,
  (t, _b, c) => `Sampling ${t} ${c}`,
  (t, b) => `Webinar ${t} bersama ${b}`,
  (t, b) => `Lomba Konten ${t} ${b}`,
  (t, _b, c) => `Roadshow ${t} ${c}`,
];

/** Weights of target categories: technology and food campaigns are the most common. */
const CATEGORY_WEIGHTS: Record<Category, number> = {
  TECHNOLOGY: 12,
  HOBBIES: 5,
  FOOD_BEVERAGE: 12,
  HEALTH_FITNESS: 8,
  EDUCATION: 9,
  ARTS: 5,
  BUSINESS: 8,
  LIFESTYLE: 8,
  GAMING: 6,
  PARENTING: 5,
  TRAVEL: 6,
  SPORTS: 6,
  BEAUTY: 8,
  AUTOMOTIVE: 5,
  OTHER: 3,
};
const CATEGORY_CUMULATIVE = (() => {
  const sum = CATEGORIES.reduce((s, c) => s + CATEGORY_WEIGHTS[c], 0);
  let acc = 0;
  return CATEGORIES.map((c) => (acc += CATEGORY_WEIGHTS[c] / sum));
})();

function pickCategory(r: () => number): Category {
  const x = r();
  const i = CATEGORY_CUMULATIVE.findIndex((c) => x <= c);
  return CATEGORIES[i === -1 ? CATEGORIES.length - 1 : i];
}

/** About half ACTIVE; the rest over the other statuses. */
function pickStatus(r: () => number): BriefStatus {
  const x = r();
  if (x < 0.5) return "ACTIVE";
  if (x < 0.72) return "COMPLETED";
  if (x < 0.82) return "PENDING_APPROVAL";
  if (x < 0.91) return "DRAFT";
  return "CANCELLED";
}

const BUDGETS = [
  1_000_000, 2_000_000, 2_500_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000, 20_000_000, 25_000_000, 50_000_000,
];

const MESSAGES = [
  "Kami rutin mengadakan meetup bulanan dan siap menjadi tuan rumah kegiatan ini.",
  "Anggota kami sangat aktif di grup WhatsApp dan Instagram; kampanye ini cocok dengan minat mereka.",
  "Kami bisa membuat 3 unggahan dan satu sesi tanya jawab langsung bersama anggota.",
  "Komunitas kami tersebar di beberapa kota dan terbiasa ikut acara offline.",
  "Tertarik berkolaborasi! Kami punya pengalaman kampanye serupa tahun lalu.",
];
const APPROVED_NOTES = [
  "Cocok dengan target audiens.",
  "Disetujui. Silakan hubungi pengiklan.",
  "Jumlah anggota dan aktivitas sesuai kebutuhan brief.",
];
const REJECTED_NOTES = [
  "Audiens kurang sesuai dengan target kampanye.",
  "Lokasi komunitas di luar area kampanye.",
  "Kuota komunitas untuk brief ini sudah penuh.",
];

type BriefRow = {
  advertiserId: number;
  company: string;
  agency: string | null;
  category: Category;
  status: BriefStatus;
  createdAt: number;
};

/**
 * Insert the workspace data. Runs inside the caller's transaction, after the
 * communities and the bench accounts exist.
 */
export function seedWorkspace(ctx: WorkspaceContext): WorkspaceResult {
  const { sqlite, r, now } = ctx;

  /* ---------- advertisers ---------- */
  const advertiserCount = Math.max(20, Math.round(ctx.briefs / 60));
  const insertAdvertiser = sqlite.prepare(
    `INSERT INTO users (id, username, fullname, pic_name, email, phone, password_hash, role, approval_status, company_name, company_description, created_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, 'ADVERTISER', ?, ?, ?, ?, ?)`,
  );
  const advertisers: { id: number; company: string; since: number }[] = [];
  for (let i = 0; i < advertiserCount; i++) {
    const id = ctx.nextUserId + i;
    const company = `${r() < 0.8 ? "PT" : "CV"} ${pick(r, COMPANY_FIRST)} ${pick(r, COMPANY_SECOND)}${r() < 0.3 ? ` ${pick(r, ["Indonesia", "Group", "Tbk", "Nusantara"])}` : ""}`;
    const x = r();
    const status = x < 0.9 ? "APPROVED" : x < 0.96 ? "PENDING" : "REJECTED";
    const since = now - Math.floor((30 + r() * 700) * DAY);
    insertAdvertiser.run(
      id,
      `advertiser${i + 1}`,
      pick(r, PEOPLE),
      `advertiser${i + 1}@bench.example.id`,
      `0813${String(10_000_000 + i).slice(-8)}`,
      ctx.passwordHash,
      status,
      company,
      `${company} adalah perusahaan Indonesia yang ingin menjangkau komunitas lokal.`,
      since,
      since,
    );
    // Briefs belong to approved advertisers (a pending account cannot post one).
    if (status === "APPROVED") advertisers.push({ id, company, since });
  }

  /* ---------- briefs: generated, then inserted oldest first ---------- */
  const rows: BriefRow[] = [];
  const benchBriefs = 40;
  for (let i = 0; i < ctx.briefs; i++) {
    const bench = i < benchBriefs;
    const advertiser = bench
      ? { id: ctx.benchAdvertiserId, company: ctx.benchAdvertiserCompany, since: now - 30 * DAY }
      : pick(r, advertisers);
    const status = pickStatus(r);
    // Age of the brief: ACTIVE and the undecided ones are recent, COMPLETED older.
    const ageDays =
      status === "ACTIVE"
        ? 1 + r() * 75
        : status === "COMPLETED"
          ? 60 + r() * 300
          : status === "DRAFT" || status === "PENDING_APPROVAL"
            ? r() * 21
            : r() * 200;
    const createdAt = Math.max(now - Math.floor(ageDays * DAY) - Math.floor(r() * DAY), bench ? now - 29 * DAY : advertiser.since);
    rows.push({
      advertiserId: advertiser.id,
      company: r() < 0.6 ? advertiser.company : pick(r, BRANDS),
      agency: r() < 0.3 ? pick(r, AGENCIES) : null,
      category: pickCategory(r),
      status,
      createdAt: Math.min(createdAt, now - 60_000),
    });
  }
  rows.sort((a, b) => a.createdAt - b.createdAt);

  const insertBrief = sqlite.prepare(
    `INSERT INTO briefs (id, advertiser_id, title, company_name, agency_name, description, target_category, campaign_category,
       budget_min, budget_max, timeline_start, timeline_end, terms, contact_person, contact_phone, requirements,
       community_guidelines, schedule_post, scope_of_work, status, admin_notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const eligible: { id: number; category: Category; status: BriefStatus; createdAt: number }[] = [];
  rows.forEach((b, index) => {
    const id = index + 1;
    const theme = pick(r, THEMES[b.category]);
    const city = pick(r, CITIES);
    const title = pick(r, TITLES)(theme, b.company, city);
    const description =
      `${b.company} mengajak komunitas untuk mendukung kampanye ${theme}. ` +
      `Kami mencari komunitas di ${city} dan sekitarnya yang aktif dan mau berbagi pengalaman dengan anggotanya.`;
    const createdDaysAgo = Math.floor((now - b.createdAt) / DAY);
    // Timeline (calendar days from today): ACTIVE runs through today, COMPLETED ended,
    // drafts and pending ones start later, cancelled ones anywhere.
    let start: number;
    let end: number;
    if (b.status === "ACTIVE") {
      start = -Math.floor(r() * Math.min(createdDaysAgo, 45)) + (r() < 0.2 ? Math.floor(r() * 14) : 0);
      end = Math.max(start, 0) + 3 + Math.floor(r() * 75);
    } else if (b.status === "COMPLETED") {
      end = -1 - Math.floor(r() * Math.max(1, createdDaysAgo - 20));
      start = end - 7 - Math.floor(r() * 45);
    } else if (b.status === "CANCELLED") {
      start = -createdDaysAgo + Math.floor(r() * 30);
      end = start + 14 + Math.floor(r() * 45);
    } else {
      start = 7 + Math.floor(r() * 30);
      end = start + 14 + Math.floor(r() * 60);
    }
    const budgetMin = r() < 0.1 ? null : pick(r, BUDGETS);
    const budgetMax = budgetMin === null ? null : budgetMin * pick(r, [1.5, 2, 3, 4]);
    const ages = BRIEF_AGE_RANGES.filter(() => r() < 0.45);
    const requirements = {
      age_range: ages.length ? ages : ["18-24 years"],
      gender: pick(r, GENDER_TARGETS),
      min_followers: r() < 0.3 ? null : pick(r, [100, 500, 1_000, 2_000, 5_000]),
      location: r() < 0.6 ? null : city,
    };
    const decided = b.status === "ACTIVE" || b.status === "COMPLETED" || b.status === "CANCELLED";
    const updatedAt = Math.min(now, b.createdAt + Math.floor(r() * 3 * DAY));
    insertBrief.run(
      id,
      b.advertiserId,
      title,
      b.company,
      b.agency,
      description,
      b.category,
      pick(r, ["ONLINE", "ONLINE", "OFFLINE", "HYBRID"]),
      budgetMin,
      budgetMax,
      jakartaDate(now, start),
      jakartaDate(now, end),
      r() < 0.5 ? "Pembayaran 50% di muka dan 50% setelah laporan kegiatan." : null,
      pick(r, PEOPLE),
      r() < 0.85 ? `0812${String(20_000_000 + ((id * 7919) % 79_999_999)).slice(-8)}` : null,
      JSON.stringify(requirements),
      "Sebutkan sponsor di setiap unggahan. Gunakan bahasa yang santun.",
      "Pengumuman seminggu sebelum acara, pengingat H-1, rekap maksimal 3 hari setelahnya.",
      `${1 + Math.floor(r() * 4)} unggahan di kanal komunitas dan 1 laporan dengan foto kegiatan.`,
      b.status,
      decided && r() < 0.5
        ? b.status === "CANCELLED"
          ? "Dibatalkan atas permintaan pengiklan."
          : "Disetujui. Anggaran dan ruang lingkup jelas."
        : null,
      b.createdAt,
      updatedAt,
    );
    if (b.status === "ACTIVE" || b.status === "COMPLETED")
      eligible.push({ id, category: b.category, status: b.status, createdAt: b.createdAt });
  });

  /* ---------- applications ---------- */
  const insertApplication = sqlite.prepare(
    `INSERT INTO applications (brief_id, community_id, message, status, admin_notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const allCommunities = [...new Set([...ctx.byCategory.values()].flat())];
  let applications = 0;
  const apply = (briefId: number, communityId: number, briefStatus: BriefStatus, briefCreatedAt: number, status?: string) => {
    const createdAt = Math.min(now - 60_000, briefCreatedAt + Math.floor(r() * Math.max(DAY, (now - briefCreatedAt) * 0.8)));
    const x = r();
    // A COMPLETED brief's applications are all decided; an ACTIVE one's partly.
    const decided =
      status ??
      (briefStatus === "COMPLETED" ? (x < 0.6 ? "APPROVED" : "REJECTED") : x < 0.45 ? "PENDING" : x < 0.75 ? "APPROVED" : "REJECTED");
    const notes =
      decided === "APPROVED"
        ? r() < 0.8
          ? pick(r, APPROVED_NOTES)
          : null
        : decided === "REJECTED"
          ? r() < 0.8
            ? pick(r, REJECTED_NOTES)
            : null
          : null;
    const updatedAt = decided === "PENDING" ? createdAt : Math.min(now, createdAt + Math.floor(r() * 5 * DAY));
    insertApplication.run(briefId, communityId, r() < 0.8 ? pick(r, MESSAGES) : null, decided, notes, createdAt, updatedAt);
    applications++;
  };

  // The bench owner's applications: the newest matching ACTIVE briefs (shown first on
  // its Campaigns page, as "Applied") and some COMPLETED ones; every status.
  const benchCategories = new Set<Category>(["TECHNOLOGY", "EDUCATION"]);
  const matching = eligible.filter((b) => benchCategories.has(b.category));
  const newestActive = matching
    .filter((b) => b.status === "ACTIVE")
    .slice(-12)
    .reverse();
  const completed = matching.filter((b) => b.status === "COMPLETED").slice(-6);
  const benchPlan: [(typeof eligible)[number], string][] = [
    ...newestActive.map((b, i): [typeof b, string] => [b, i < 2 || i % 3 === 0 ? "PENDING" : i % 3 === 1 ? "APPROVED" : "REJECTED"]),
    ...completed.map((b, i): [typeof b, string] => [b, i % 2 ? "REJECTED" : "APPROVED"]),
  ];
  for (const [brief, status] of benchPlan) {
    apply(brief.id, ctx.benchOwnerCommunityId, brief.status, brief.createdAt, status);
  }

  // Everyone else: skewed counts per brief (a few popular briefs, many quiet ones),
  // until the target is met; 85% from communities of the brief's category.
  if (eligible.length && allCommunities.length) {
    const perBriefMean = ctx.applications / eligible.length;
    const seenPairs = new Set<number>(); // brief id * 2^32 + community id
    let index = 0;
    while (applications < ctx.applications) {
      const brief = eligible[index % eligible.length];
      index++;
      const wanted = Math.max(1, Math.round(perBriefMean * 2 * r() * r() * 2));
      const pool = ctx.byCategory.get(brief.category) ?? [];
      const chosen = new Set<number>();
      for (let attempt = 0; chosen.size < wanted && attempt < wanted * 4; attempt++) {
        const list = pool.length && r() < 0.85 ? pool : allCommunities;
        chosen.add(pick(r, list));
      }
      for (const communityId of chosen) {
        if (applications >= ctx.applications) break;
        // A second round over the briefs must not repeat a pair: skip pairs seen before.
        const key = brief.id * 4_294_967_296 + communityId;
        if (seenPairs.has(key)) continue;
        seenPairs.add(key);
        apply(brief.id, communityId, brief.status, brief.createdAt);
      }
      if (index > eligible.length * 50) break; // tiny data sets: give up rather than loop
    }
  }

  /* ---------- the bench owner's members ---------- */
  const insertMember = sqlite.prepare(
    `INSERT INTO members (community_id, name, role, social_links, notes, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rizky",
    "Putri",
    "Andi",
    "Rina",
    "Fajar",
    "Intan",
    "Dimas",
    "Ayu",
    "Yoga",
    "Nurul",
    "Hendra",
    "Wulan",
    "Eko",
    "Sari",
    "Bayu",
    "Indah",
  ];
  const LAST = ["Santoso", "Wijaya", "Pratama", "Saputra", "Hidayat", "Kusuma", "Nugroho", "Siregar", "Lubis", "Halim"];
  const ROLES = ["Ketua", "Wakil Ketua", "Sekretaris", "Bendahara", "Koordinator Acara", "Moderator", "Mentor", "Humas", null];
  const members = 20;
  for (let i = 0; i < members; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
    const handle = name.toLowerCase().replace(/\s+/g, "");
    const links: Record<string, string> = {};
    if (r() < 0.7) links.instagram = `https://instagram.com/${handle}`;
    if (r() < 0.4) links.linkedin = `https://www.linkedin.com/in/${handle}`;
    insertMember.run(
      ctx.benchOwnerCommunityId,
      name,
      ROLES[i % ROLES.length],
      JSON.stringify(links),
      r() < 0.3 ? "Aktif sejak awal komunitas berdiri." : null,
      now - (members - i) * 9 * DAY,
    );
  }

  /* ---------- the bench accounts' notifications (the bell and the list pages) ---------- */
  const insertNotification = sqlite.prepare(`INSERT INTO notifications (user_id, type, data, is_read, created_at) VALUES (?, ?, ?, ?, ?)`);
  const benchUsers = sqlite.prepare(`SELECT id, role FROM users WHERE email LIKE 'bench-%@bench.example.id'`).all() as {
    id: number;
    role: string;
  }[];
  for (const user of benchUsers) {
    // The admin hears of every registration, brief and application: thousands.
    const count = user.role === "ADMIN" ? 5_000 : 300;
    for (let i = 0; i < count; i++) {
      const [type, data] =
        user.role === "ADMIN"
          ? ([
              "new_user",
              {
                userId: i + 1,
                name: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
                email: `user${i}@example.id`,
                role: "COMMUNITY_OWNER",
              },
            ] as const)
          : user.role === "ADVERTISER"
            ? ([
                "brief_application_approved",
                { applicationId: i + 1, briefId: 1, communityId: i + 1, brief: "Kampanye", community: `Komunitas ${i}` },
              ] as const)
            : (["application_approved", { applicationId: i + 1, briefId: 1, communityId: 1, brief: `Kampanye ${i}`, notes: "" }] as const);
      insertNotification.run(user.id, type, JSON.stringify(data), i < count - 40 ? 1 : 0, now - (count - i) * 60 * 60 * 1000);
    }
  }

  return { advertisers: advertiserCount, briefs: rows.length, applications, members };
}
