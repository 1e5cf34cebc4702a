/*
 * Guyub's demo data: realistic Indonesian communities, owners, advertisers, briefs and
 * applications. Plain constants only (no database access); db/seed.ts turns them into
 * rows. Times are relative ("daysAgo", "startInDays") so the demo stays fresh whatever
 * the day it is seeded: seed.ts resolves them against the current time and the current
 * calendar date in Asia/Jakarta.
 *
 * Every e-mail here is fictional (example.id, or guyub.id for the demo accounts).
 */
import type {
  ApplicationStatus,
  ApprovalStatus,
  BRIEF_AGE_RANGES,
  BriefStatus,
  CampaignCategory,
  CampaignState,
  Category,
  COMMUNITY_AGE_RANGES,
  GENDER_TARGETS,
  PlatformType,
  ProofDecision,
  Role,
} from "../app/utils/enums";

export type CommunityAgeRange = (typeof COMMUNITY_AGE_RANGES)[number];
export type BriefAgeRange = (typeof BRIEF_AGE_RANGES)[number];
export type GenderTarget = (typeof GENDER_TARGETS)[number];

/** Password of every seeded user that is not one of the DEMO_ACCOUNTS. */
export const DEFAULT_PASSWORD = "password123";

export type DemoAccount = {
  email: string;
  password: string;
  role: Role;
  note: string;
};

/** The accounts the README names. Their passwords override DEFAULT_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@guyub.id",
    password: "admin12345",
    role: "ADMIN",
    note: "Administrator: approves accounts, verifies communities, decides briefs and applications.",
  },
  {
    email: "owner@guyub.id",
    password: "owner12345",
    role: "COMMUNITY_OWNER",
    note: "Approved owner of the verified community Jakarta JavaScript Developers (members, applications in every status, a campaign awaiting payment, money held, payouts due and sent, a bank account).",
  },
  {
    email: "advertiser@guyub.id",
    password: "advertiser12345",
    role: "ADVERTISER",
    note: "Approved advertiser (Rumah Kreatif Media) with briefs in every status, invoices in every state, a refund due and one sent, billing details.",
  },
  {
    email: "pending@guyub.id",
    password: "pending12345",
    role: "COMMUNITY_OWNER",
    note: "Community owner awaiting approval, no community yet.",
  },
  {
    email: "rejected@guyub.id",
    password: "rejected12345",
    role: "ADVERTISER",
    note: "Rejected advertiser: sign-in shows the rejection reason.",
  },
];

export type SeedUser = {
  fullname: string;
  /** Defaults to the full name in lower case without non-alphanumerics (made unique). */
  username?: string;
  email: string;
  phone: string;
  picName?: string | null;
  status: ApprovalStatus;
  rejectionReason?: string;
  /** Registration time, in days before the seeding. */
  daysAgo: number;
  /** An owner's bank account for payouts (bank codes of app/utils/banks.ts). */
  bankAccount?: { bankCode: string; accountNumber: string; holderName: string };
};

export type SeedAdvertiser = SeedUser & {
  companyName: string;
  companyDescription: string;
  /** The billing details its invoices carry (company settings). */
  billing?: { name: string; address: string; npwp: string };
};

export type SeedMember = {
  name: string;
  role?: string | null;
  socialLinks: Record<string, string>;
  notes?: string | null;
};

export type SeedCommunity = {
  /** Reference used by SEED_APPLICATIONS. */
  key: string;
  owner: SeedUser;
  name: string;
  description: string;
  /** In the owner's order; the first is the main category. */
  categories: Category[];
  /** One of LOCATIONS, or null for a nationwide online community. */
  location: string | null;
  isOnline: boolean;
  memberCount: number;
  demographics: {
    age_range: CommunityAgeRange;
    gender_ratio: string;
    interests: string[];
  };
  platforms: { type: PlatformType; url: string }[];
  socialLinks: Record<string, string>;
  logoUrl: string | null;
  isVerified: boolean;
  /** Created this many days before the seeding (after the owner registered). */
  daysAgo: number;
  members?: SeedMember[];
};

export type SeedBrief = {
  /** Reference used by SEED_APPLICATIONS. */
  key: string;
  advertiserEmail: string;
  title: string;
  companyName: string;
  agencyName: string | null;
  description: string;
  targetCategory: Category;
  campaignCategory: CampaignCategory;
  budgetMin: number | null;
  budgetMax: number | null;
  /** Calendar days from today (Asia/Jakarta); negative is in the past. */
  startInDays: number | null;
  endInDays: number | null;
  terms: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  requirements: {
    age_range: BriefAgeRange[];
    gender: GenderTarget;
    min_followers: number | null;
    location: string | null;
  };
  communityGuidelines: string;
  schedulePost: string;
  scopeOfWork: string;
  status: BriefStatus;
  adminNotes: string | null;
  daysAgo: number;
};

export type SeedApplication = {
  brief: string;
  community: string;
  message: string | null;
  status: ApplicationStatus;
  adminNotes: string | null;
  daysAgo: number;
  /** The owner's proposed fee and, once APPROVED, the agreed one (whole rupiah). */
  proposedFee?: number;
  agreedFee?: number;
};

/** One proof submission and the advertiser's answer to it (none: still waiting). */
export type SeedProof = {
  daysAgo: number;
  links: string[];
  reach: number | null;
  reactions: number | null;
  attendees: number | null;
  note: string | null;
  decision?: ProofDecision;
  reason?: string;
  /** When it was answered (default: a day after it was sent). */
  answeredDaysAgo?: number;
};

/**
 * The campaign an APPROVED application started (every approved application has one:
 * those not listed here are IN_PROGRESS). Proofs oldest first; the state must follow
 * from them (db/seed.ts checks).
 */
export type SeedCampaign = {
  brief: string;
  community: string;
  state: CampaignState;
  proofs: SeedProof[];
  /** The admin's note when CANCELLED. */
  cancelNote?: string;
  cancelledDaysAgo?: number;
  /** Its money; none: settled outside Guyub, from before money (a fee) or nothing to bill (no fee). */
  money?: SeedMoney;
};

/**
 * The money of a campaign with an agreed fee (docs/product.md, "Money"), as the models
 * would have moved it. The invoice is issued when the campaign starts (its application's
 * approval) at SEED_MONEY's rates.
 * - UNPAID, OVERDUE: the campaign is AWAITING_PAYMENT; which of the two follows from the due
 *   date (db/seed.ts checks).
 * - VOID: not paid 7 days after its due date: the job voided it and cancelled the campaign.
 * - DECLINED: the brand declined it with a reason: the campaign is cancelled.
 * - PAID: the money is held while the work runs; on COMPLETED it is released (the owner's
 *   share a payout), on CANCELLED split with `earned` Rupiah of the fee earned (a payout and
 *   a refund). A payout or refund with a `...SentDaysAgo` was sent by the admin, else DUE.
 */
export type SeedMoney =
  | { invoice: "UNPAID" | "OVERDUE" | "VOID" }
  | { invoice: "DECLINED"; declinedDaysAgo: number; reason: string }
  | {
      invoice: "PAID";
      paidDaysAgo: number;
      /** The brand's bank transfer reference, as the admin recorded it. */
      reference: string;
      earned?: number;
      payoutSentDaysAgo?: number;
      refundSentDaysAgo?: number;
    };

/** The rates and operator the demo's invoices were issued with (the defaults of .env.example). */
export const SEED_MONEY = {
  commissionPercent: 10,
  taxPercent: 11,
  dueDays: 3,
  seller: {
    name: "PT Guyub Komunitas Indonesia",
    address: "Jl. Contoh No. 1, Jakarta 10110",
    npwp: "00.000.000.0-000.000",
    bank: "BCA",
    accountNumber: "0000000000",
    accountHolder: "PT Guyub Komunitas Indonesia",
  },
} as const;

export type SeedContactMessage = {
  name: string;
  email: string;
  phone: string;
  message: string;
  isRead: boolean;
  daysAgo: number;
};

// ---------------------------------------------------------------------------------------
// Users without a community
// ---------------------------------------------------------------------------------------

export const SEED_ADMIN: SeedUser = {
  fullname: "System Administrator",
  username: "admin",
  email: "admin@guyub.id",
  phone: "081200000001",
  status: "APPROVED",
  daysAgo: 185,
};

/** Community owners that have no community (yet). */
export const SEED_OWNERS_WITHOUT_COMMUNITY: readonly SeedUser[] = [
  {
    fullname: "Wulan Sari",
    email: "pending@guyub.id",
    phone: "081355667788",
    picName: "Wulan Sari",
    status: "PENDING",
    daysAgo: 1,
  },
  {
    fullname: "Joko Susilo",
    email: "joko.susilo@example.id",
    phone: "081222334455",
    picName: "Joko Susilo",
    status: "REJECTED",
    rejectionReason: "Duplicate registration: the community you named is already managed by another account.",
    daysAgo: 40,
  },
];

export const SEED_ADVERTISERS: readonly SeedAdvertiser[] = [
  {
    fullname: "Sari Lestari",
    email: "advertiser@guyub.id",
    phone: "081377788899",
    status: "APPROVED",
    daysAgo: 178,
    companyName: "Rumah Kreatif Media",
    billing: {
      name: "PT Rumah Kreatif Media",
      address: "Jl. Kemang Raya No. 21, Mampang Prapatan, Jakarta Selatan 12730",
      npwp: "01.234.567.8-012.000",
    },
    companyDescription:
      "Agensi pemasaran digital dan komunitas di Jakarta Selatan. Kami membantu brand lokal dan startup menjangkau komunitas yang tepat lewat aktivasi online maupun offline.",
  },
  {
    fullname: "Andi Saputra",
    email: "andi.saputra@example.id",
    phone: "081290001122",
    status: "APPROVED",
    daysAgo: 170,
    companyName: "Kopi Kenangan",
    billing: {
      name: "PT Bumi Berkah Boga",
      address: "Jl. Wahid Hasyim No. 75, Menteng, Jakarta Pusat 10340",
      npwp: "02.345.678.9-071.000",
    },
    companyDescription: "Grab-and-go coffee chain with more than 900 stores across Indonesia, known for Kopi Kenangan Mantan.",
  },
  {
    fullname: "Maya Putri",
    email: "maya.putri@example.id",
    phone: "081311234455",
    status: "APPROVED",
    daysAgo: 165,
    companyName: "Tokopedia",
    companyDescription: "Marketplace Indonesia yang menghubungkan jutaan penjual dan pembeli, dari UMKM hingga brand besar.",
  },
  {
    fullname: "Nadia Rahmawati",
    email: "nadia.rahmawati@example.id",
    phone: "081298765001",
    status: "APPROVED",
    daysAgo: 150,
    companyName: "Wardah",
    companyDescription: "Halal cosmetics and skincare brand by Paragon Technology and Innovation, made in Indonesia.",
  },
  {
    fullname: "Fajar Nugroho",
    email: "fajar.nugroho@example.id",
    phone: "081287650012",
    status: "APPROVED",
    daysAgo: 140,
    companyName: "Gojek",
    companyDescription: "Super-app untuk transportasi, pesan-antar makanan dan pembayaran, bermitra dengan jutaan driver dan merchant.",
  },
  {
    fullname: "Yusuf Hidayat",
    email: "yusuf.hidayat@example.id",
    phone: "081377001234",
    status: "APPROVED",
    daysAgo: 120,
    companyName: "Ruangguru",
    companyDescription: "Indonesia's largest learning platform: video lessons, try-outs and live classes for students from SD to UTBK.",
  },
  {
    fullname: "Bayu Firmansyah",
    email: "bayu.firmansyah@example.id",
    phone: "081330445566",
    status: "APPROVED",
    daysAgo: 160,
    companyName: "Semut Merah Kreatif",
    companyDescription: "Surabaya-based creative agency for gaming, travel and FMCG campaigns in East Indonesia.",
  },
  {
    fullname: "Lina Kartika",
    email: "lina.kartika@example.id",
    phone: "081234001188",
    status: "PENDING",
    daysAgo: 3,
    companyName: "Sambal Bu Rudy",
    companyDescription: "Produsen sambal bawang khas Surabaya, kini dikirim ke seluruh Indonesia lewat toko online.",
  },
  {
    fullname: "Hendra Gunawan",
    email: "hendra.gunawan@example.id",
    phone: "085711223399",
    status: "PENDING",
    daysAgo: 2,
    companyName: "Sepeda Jaya Abadi",
    companyDescription: "Toko dan bengkel sepeda di Yogyakarta sejak 1998.",
  },
  {
    fullname: "Rudi Hartono",
    email: "rejected@guyub.id",
    phone: "081399990000",
    status: "REJECTED",
    rejectionReason: "Company details could not be verified.",
    daysAgo: 25,
    companyName: "Mega Untung Investama",
    companyDescription: "Investasi dengan keuntungan pasti 30% per bulan.",
  },
];

// ---------------------------------------------------------------------------------------
// Communities (each with its own owner)
// ---------------------------------------------------------------------------------------

export const SEED_COMMUNITIES: readonly SeedCommunity[] = [
  {
    key: "jakarta-js",
    owner: {
      fullname: "Dimas Prasetyo",
      email: "owner@guyub.id",
      phone: "081311122233",
      picName: "Dimas Prasetyo",
      status: "APPROVED",
      daysAgo: 176,
      bankAccount: { bankCode: "BCA", accountNumber: "5271234567", holderName: "Dimas Prasetyo" },
    },
    name: "Jakarta JavaScript Developers",
    description:
      "The largest JavaScript meetup in Jakarta: monthly talks, workshops and hiring nights for frontend, backend and mobile developers. Beginners welcome!",
    categories: ["TECHNOLOGY", "EDUCATION"],
    location: "Jakarta",
    isOnline: true,
    memberCount: 12500,
    demographics: {
      age_range: "25-34",
      gender_ratio: "30% female / 70% male",
      interests: ["JavaScript", "React", "Node.js", "career", "startups"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/jakartajs" },
      { type: "DISCORD", url: "https://discord.gg/jakartajs" },
      { type: "LINKEDIN", url: "https://www.linkedin.com/company/jakartajs" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/jakartajs",
      website: "https://jakartajs.example.id",
      youtube: "https://youtube.com/@jakartajs",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 175,
    members: [
      {
        name: "Dimas Prasetyo",
        role: "Organizer",
        socialLinks: {
          linkedin: "https://www.linkedin.com/in/dimasprasetyo",
          github: "https://github.com/dimasprasetyo",
        },
        notes: "Founder, hosts the monthly meetup.",
      },
      {
        name: "Anisa Larasati",
        role: "Co-organizer",
        socialLinks: { instagram: "https://instagram.com/anisa.codes" },
        notes: "Handles sponsors and venues.",
      },
      {
        name: "Bagus Setiawan",
        role: "Moderator Discord",
        socialLinks: { github: "https://github.com/bagussetiawan" },
        notes: null,
      },
      {
        name: "Citra Dewanti",
        role: "Speaker coordinator",
        socialLinks: {
          twitter: "https://x.com/citradewanti",
          linkedin: "https://www.linkedin.com/in/citradewanti",
        },
        notes: "Curates talks and CFP.",
      },
      {
        name: "Yoga Pratama",
        role: "Content creator",
        socialLinks: { tiktok: "https://tiktok.com/@yoga.ngoding" },
        notes: "Posts short coding tips on TikTok.",
      },
    ],
  },
  {
    key: "fotografi-bandung",
    owner: {
      fullname: "Rina Wijaya",
      email: "rina.wijaya@example.id",
      phone: "081234567890",
      picName: "Rina Wijaya",
      status: "APPROVED",
      daysAgo: 172,
      bankAccount: { bankCode: "BNI", accountNumber: "0812345671", holderName: "Rina Wijaya" },
    },
    name: "Komunitas Fotografi Bandung",
    description:
      "Komunitas pecinta fotografi di Bandung. Hunting foto bareng tiap akhir pekan di sekitar Braga dan Lembang, plus kelas editing gratis untuk anggota baru.",
    categories: ["ARTS", "HOBBIES"],
    location: "Bandung",
    isOnline: false,
    memberCount: 4200,
    demographics: {
      age_range: "18-24",
      gender_ratio: "45% female / 55% male",
      interests: ["street photography", "landscape", "Lightroom", "kamera analog"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Fk3bQ8xZt1L9mV2wR7pYc4" },
      { type: "INSTAGRAM", url: "https://instagram.com/fotografibandung" },
    ],
    socialLinks: { instagram: "https://instagram.com/fotografibandung" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 171,
    members: [
      {
        name: "Rina Wijaya",
        role: "Ketua",
        socialLinks: { instagram: "https://instagram.com/rinawijaya.photo" },
        notes: null,
      },
      {
        name: "Teguh Hermawan",
        role: "Koordinator hunting",
        socialLinks: { instagram: "https://instagram.com/teguh.frames" },
        notes: "Mengatur rute hunting mingguan.",
      },
      {
        name: "Sinta Maharani",
        role: "Mentor editing",
        socialLinks: {
          instagram: "https://instagram.com/sinta.edit",
          youtube: "https://youtube.com/@sintaedit",
        },
        notes: null,
      },
    ],
  },
  {
    key: "mama-muda-surabaya",
    owner: {
      fullname: "Dewi Anggraini",
      email: "dewi.anggraini@example.id",
      phone: "081398765432",
      picName: "Dewi Anggraini",
      status: "APPROVED",
      daysAgo: 160,
    },
    name: "Mama Muda Surabaya",
    description: "Tempat berbagi para ibu muda di Surabaya: MPASI, tumbuh kembang anak, rekomendasi dokter anak dan jualan preloved.",
    categories: ["PARENTING", "LIFESTYLE"],
    location: "Surabaya",
    isOnline: true,
    memberCount: 18000,
    demographics: {
      age_range: "25-34",
      gender_ratio: "95% female / 5% male",
      interests: ["MPASI", "tumbuh kembang", "preloved", "resep keluarga"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Hq7LmP2sVx9KcT4nB1zRd8" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/mamamudasurabaya" },
      { type: "INSTAGRAM", url: "https://instagram.com/mamamudasby" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/mamamudasby",
      tiktok: "https://tiktok.com/@mamamudasby",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 159,
    members: [
      {
        name: "Dewi Anggraini",
        role: "Admin grup",
        socialLinks: { instagram: "https://instagram.com/dewi.anggraini" },
        notes: null,
      },
      {
        name: "Fitri Handayani",
        role: "Admin preloved",
        socialLinks: { instagram: "https://instagram.com/fitri.preloved" },
        notes: "Mengatur jadwal lapak preloved tiap Jumat.",
      },
    ],
  },
  {
    key: "gowes-jogja",
    owner: {
      fullname: "Agus Santoso",
      email: "agus.santoso@example.id",
      phone: "085712345678",
      picName: "Agus Santoso",
      status: "APPROVED",
      daysAgo: 150,
    },
    name: "Gowes Jogja",
    description: "Komunitas sepeda santai di Yogyakarta. Gowes bareng setiap Minggu pagi dari Tugu ke Kaliurang atau Pantai Parangtritis.",
    categories: ["SPORTS", "HEALTH_FITNESS"],
    location: "Yogyakarta",
    isOnline: false,
    memberCount: 1000,
    demographics: {
      age_range: "35-44",
      gender_ratio: "25% female / 75% male",
      interests: ["road bike", "sepeda lipat", "touring", "kuliner"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Jw4nRt8YbQ2xLp6sM3vKe9" },
      { type: "INSTAGRAM", url: "https://instagram.com/gowesjogja" },
    ],
    socialLinks: { instagram: "https://instagram.com/gowesjogja", strava: "https://www.strava.com/clubs/gowesjogja" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 149,
    members: [
      {
        name: "Agus Santoso",
        role: "Road captain",
        socialLinks: { strava: "https://www.strava.com/athletes/agussantoso" },
        notes: null,
      },
      {
        name: "Heru Purnomo",
        role: "Sweeper",
        socialLinks: { instagram: "https://instagram.com/heru.gowes" },
        notes: "Membawa toolkit dan ban cadangan.",
      },
      {
        name: "Retno Wulandari",
        role: "Dokumentasi",
        socialLinks: { instagram: "https://instagram.com/retno.wulan" },
        notes: null,
      },
    ],
  },
  {
    key: "kopi-nusantara",
    owner: {
      fullname: "Bima Aditya",
      email: "bima.aditya@example.id",
      phone: "081287654321",
      picName: "Bima Aditya",
      status: "APPROVED",
      daysAgo: 168,
      bankAccount: { bankCode: "BCA", accountNumber: "2310987654", holderName: "Bima Aditya" },
    },
    name: "Pecinta Kopi Nusantara",
    description:
      "A nationwide community for Indonesian specialty coffee lovers. We review local roasters, share brewing recipes and organise cupping sessions online.",
    categories: ["FOOD_BEVERAGE"],
    location: null,
    isOnline: true,
    memberCount: 56000,
    demographics: {
      age_range: "25-34",
      gender_ratio: "40% female / 60% male",
      interests: ["manual brew", "specialty coffee", "roastery", "kopi Gayo"],
    },
    platforms: [
      { type: "FACEBOOK", url: "https://facebook.com/groups/pecintakopinusantara" },
      { type: "TELEGRAM", url: "https://t.me/pecintakopinusantara" },
      { type: "INSTAGRAM", url: "https://instagram.com/pecintakopi.id" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/pecintakopi.id",
      youtube: "https://youtube.com/@pecintakopinusantara",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 167,
    members: [
      {
        name: "Bima Aditya",
        role: "Founder",
        socialLinks: { instagram: "https://instagram.com/bima.brews" },
        notes: null,
      },
      {
        name: "Laras Ayuningtyas",
        role: "Q Grader & reviewer",
        socialLinks: { instagram: "https://instagram.com/laras.cupping" },
        notes: "Memimpin sesi cupping online bulanan.",
      },
    ],
  },
  {
    key: "mlbb-makassar",
    owner: {
      fullname: "Andi Rahman Syam",
      email: "andi.syam@example.id",
      phone: "082192837465",
      picName: "Andi Rahman Syam",
      status: "APPROVED",
      daysAgo: 140,
    },
    name: "Mobile Legends Makassar",
    description: "Komunitas pemain Mobile Legends di Makassar. Mabar tiap malam, turnamen bulanan antar-squad dan nobar MPL di kafe.",
    categories: ["GAMING"],
    location: "Makassar",
    isOnline: true,
    memberCount: 8700,
    demographics: {
      age_range: "18-24",
      gender_ratio: "20% female / 80% male",
      interests: ["Mobile Legends", "esports", "MPL", "streaming"],
    },
    platforms: [
      { type: "DISCORD", url: "https://discord.gg/mlbbmks" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Kp9vTx3ZqW5mNb8rL2yHc1" },
      { type: "TIKTOK", url: "https://tiktok.com/@mlbbmakassar" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/mlbb.makassar",
      tiktok: "https://tiktok.com/@mlbbmakassar",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 139,
    members: [
      {
        name: "Andi Rahman Syam",
        role: "Ketua",
        socialLinks: { tiktok: "https://tiktok.com/@andisyam.ml" },
        notes: null,
      },
      {
        name: "Muh. Fadel",
        role: "Admin turnamen",
        socialLinks: { instagram: "https://instagram.com/fadel.mks" },
        notes: "Mengurus bracket dan hadiah.",
      },
    ],
  },
  {
    key: "ojol-medan",
    owner: {
      fullname: "Roy Sitorus",
      email: "roy.sitorus@example.id",
      phone: "081370112233",
      picName: "Roy Sitorus",
      status: "APPROVED",
      daysAgo: 135,
    },
    name: "Ojol Driver Medan",
    description: "Paguyuban driver ojek online di Medan. Info titik ramai order, bantuan saat mogok atau kecelakaan, dan kopdar bulanan.",
    categories: ["OTHER", "AUTOMOTIVE"],
    location: "Medan",
    isOnline: false,
    memberCount: 3500,
    demographics: {
      age_range: "25-34",
      gender_ratio: "10% female / 90% male",
      interests: ["ojek online", "servis motor", "asuransi", "info jalan"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Lr2cXy7QpV4nTm9sK6bWd3" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/ojoldrivermedan" },
    ],
    socialLinks: { facebook: "https://facebook.com/groups/ojoldrivermedan" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 134,
  },
  {
    key: "backpacker-timur",
    owner: {
      fullname: "Yohanes Ndun",
      email: "yohanes.ndun@example.id",
      phone: "081339445566",
      picName: "Yohanes Ndun",
      status: "APPROVED",
      daysAgo: 130,
    },
    name: "Backpacker Indonesia Timur",
    description: "Berbagi itinerary hemat ke NTT, Maluku dan Papua: Labuan Bajo, Sumba, Raja Ampat. Open trip dan cari teman jalan.",
    categories: ["TRAVEL"],
    location: "Kupang",
    isOnline: true,
    memberCount: 2300,
    demographics: {
      age_range: "18-24",
      gender_ratio: "50% female / 50% male",
      interests: ["backpacking", "open trip", "pantai", "snorkeling"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/backpackertimur" },
      { type: "INSTAGRAM", url: "https://instagram.com/backpackertimur" },
    ],
    socialLinks: { instagram: "https://instagram.com/backpackertimur" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 129,
  },
  {
    key: "beauty-semarang",
    owner: {
      fullname: "Putri Maharani",
      email: "putri.maharani@example.id",
      phone: "082133556677",
      picName: "Putri Maharani",
      status: "APPROVED",
      daysAgo: 128,
      bankAccount: { bankCode: "BSI", accountNumber: "7123456789", holderName: "Putri Maharani" },
    },
    name: "Beauty Enthusiast Semarang",
    description: "Komunitas beauty enthusiast Semarang: review makeup lokal, swatch party dan kelas makeup dasar untuk mahasiswa.",
    categories: ["BEAUTY", "LIFESTYLE"],
    location: "Semarang",
    isOnline: true,
    memberCount: 9500,
    demographics: {
      age_range: "18-24",
      gender_ratio: "90% female / 10% male",
      interests: ["makeup lokal", "skincare", "swatch", "hijab"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/beautysemarang" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Mt6pZq1WxR8vLc3nY5kBf7" },
      { type: "TIKTOK", url: "https://tiktok.com/@beautysemarang" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/beautysemarang",
      tiktok: "https://tiktok.com/@beautysemarang",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 127,
  },
  {
    key: "bali-surf-yoga",
    owner: {
      fullname: "Made Wirawan",
      email: "made.wirawan@example.id",
      phone: "081338990011",
      picName: "Made Wirawan",
      status: "APPROVED",
      daysAgo: 125,
    },
    name: "Bali Surf & Yoga Collective",
    description: "Sunrise surf sessions in Canggu followed by beach yoga. Locals and expats, all levels welcome.",
    categories: ["SPORTS", "HEALTH_FITNESS", "TRAVEL"],
    location: "Denpasar",
    isOnline: false,
    memberCount: 1500,
    demographics: {
      age_range: "25-34",
      gender_ratio: "55% female / 45% male",
      interests: ["surfing", "yoga", "wellness", "sustainable travel"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Nb8qWe2RtY6uIo4pAs1dFg" },
      { type: "INSTAGRAM", url: "https://instagram.com/balisurfyoga" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/balisurfyoga",
      website: "https://balisurfyoga.example.id",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 124,
  },
  {
    key: "umkm-palembang",
    owner: {
      fullname: "Siti Aminah",
      email: "siti.aminah@example.id",
      phone: "081271234567",
      picName: "Siti Aminah",
      status: "APPROVED",
      daysAgo: 158,
    },
    name: "UMKM Naik Kelas Palembang",
    description: "Wadah pelaku UMKM Palembang untuk belajar jualan online, foto produk, perizinan PIRT dan akses permodalan.",
    categories: ["BUSINESS", "EDUCATION"],
    location: "Palembang",
    isOnline: true,
    memberCount: 5000,
    demographics: {
      age_range: "35-44",
      gender_ratio: "65% female / 35% male",
      interests: ["jualan online", "pempek", "branding", "permodalan"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Pc5vBn7MxQ2wEr9tYu3iOp" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/umkmnaikkelasplg" },
    ],
    socialLinks: { instagram: "https://instagram.com/umkmnaikkelas.plg" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 157,
  },
  {
    key: "vespa-malang",
    owner: {
      fullname: "Eko Wahyudi",
      email: "eko.wahyudi@example.id",
      phone: "085646778899",
      picName: "Eko Wahyudi",
      status: "APPROVED",
      daysAgo: 120,
    },
    name: "Komunitas Vespa Malang",
    description: "Scooterist Malang Raya. Touring, restorasi vespa klasik dan bakti sosial setiap bulan.",
    categories: ["AUTOMOTIVE", "HOBBIES"],
    location: "Malang",
    isOnline: false,
    memberCount: 850,
    demographics: {
      age_range: "25-34",
      gender_ratio: "15% female / 85% male",
      interests: ["vespa klasik", "touring", "restorasi", "bakti sosial"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Qd1mNb4VcX7zLk2jHg8fDs" },
      { type: "INSTAGRAM", url: "https://instagram.com/vespamalang" },
    ],
    socialLinks: { instagram: "https://instagram.com/vespamalang" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 119,
  },
  {
    key: "python-surabaya",
    owner: {
      fullname: "Kevin Tanoto",
      email: "kevin.tanoto@example.id",
      phone: "081703344556",
      picName: "Kevin Tanoto",
      status: "APPROVED",
      daysAgo: 165,
      bankAccount: { bankCode: "MANDIRI", accountNumber: "1420012345678", holderName: "Kevin Tanoto" },
    },
    name: "Surabaya Python Meetup",
    description:
      "Python enthusiasts in Surabaya: data science, Django and automation. Monthly meetups at campus labs and coworking spaces.",
    categories: ["TECHNOLOGY"],
    location: "Surabaya",
    isOnline: true,
    memberCount: 2750,
    demographics: {
      age_range: "18-24",
      gender_ratio: "35% female / 65% male",
      interests: ["Python", "data science", "Django", "machine learning"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/pythonsurabaya" },
      { type: "OTHER", url: "https://www.meetup.com/surabaya-python" },
    ],
    socialLinks: {
      website: "https://pysby.example.id",
      twitter: "https://x.com/pysurabaya",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 164,
  },
  {
    key: "kuliner-medan",
    owner: {
      fullname: "Lestari Siregar",
      email: "lestari.siregar@example.id",
      phone: "081265432198",
      picName: "Lestari Siregar",
      status: "APPROVED",
      daysAgo: 155,
    },
    name: "Kuliner Medan Bersatu",
    description:
      "Grup kuliner terbesar di Medan. Rekomendasi tempat makan, promo resto dan review jujur dari anggota, dari soto Medan sampai durian Ucok.",
    categories: ["FOOD_BEVERAGE", "LIFESTYLE"],
    location: "Medan",
    isOnline: true,
    memberCount: 120000,
    demographics: {
      age_range: "25-34",
      gender_ratio: "55% female / 45% male",
      interests: ["kuliner", "promo resto", "durian", "review makanan"],
    },
    platforms: [
      { type: "FACEBOOK", url: "https://facebook.com/groups/kulinermedanbersatu" },
      { type: "INSTAGRAM", url: "https://instagram.com/kulinermedan" },
      { type: "TIKTOK", url: "https://tiktok.com/@kulinermedan" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/kulinermedan",
      tiktok: "https://tiktok.com/@kulinermedan",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 154,
  },
  {
    key: "pejuang-beasiswa",
    owner: {
      fullname: "Fikri Haikal",
      email: "fikri.haikal@example.id",
      phone: "081289012345",
      picName: "Fikri Haikal",
      status: "APPROVED",
      daysAgo: 162,
    },
    name: "Pejuang Beasiswa Indonesia",
    description:
      "Komunitas saling bantu mencari beasiswa S1, S2 dan S3: LPDP, Chevening, Fulbright. Review esai, simulasi wawancara dan kelas IELTS.",
    categories: ["EDUCATION"],
    location: "Depok",
    isOnline: true,
    memberCount: 98000,
    demographics: {
      age_range: "18-24",
      gender_ratio: "60% female / 40% male",
      interests: ["beasiswa", "LPDP", "IELTS", "kuliah luar negeri"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/pejuangbeasiswa" },
      { type: "INSTAGRAM", url: "https://instagram.com/pejuangbeasiswa.id" },
      { type: "TWITTER", url: "https://x.com/pejuangbeasiswa" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/pejuangbeasiswa.id",
      twitter: "https://x.com/pejuangbeasiswa",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 161,
  },
  {
    key: "lari-bekasi",
    owner: {
      fullname: "Tommy Kurniawan",
      email: "tommy.kurniawan@example.id",
      phone: "081219283746",
      picName: "Tommy Kurniawan",
      status: "APPROVED",
      daysAgo: 145,
    },
    name: "Lari Pagi Bekasi",
    description:
      "Running club Bekasi: easy run Sabtu pagi di Summarecon, interval Rabu malam, dan persiapan bareng menuju Jakarta Marathon.",
    categories: ["SPORTS", "HEALTH_FITNESS"],
    location: "Bekasi",
    isOnline: false,
    memberCount: 1200,
    demographics: {
      age_range: "25-34",
      gender_ratio: "45% female / 55% male",
      interests: ["lari", "marathon", "Strava", "nutrisi"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Re3tYu6IoP9aSd2fGh5jKl" },
      { type: "INSTAGRAM", url: "https://instagram.com/laripagibekasi" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/laripagibekasi",
      strava: "https://www.strava.com/clubs/laripagibekasi",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 144,
  },
  {
    key: "ayah-asi-tangsel",
    owner: {
      fullname: "Arief Budiman",
      email: "arief.budiman@example.id",
      phone: "081380706050",
      picName: "Arief Budiman",
      status: "APPROVED",
      daysAgo: 110,
    },
    name: "Ayah ASI Tangsel",
    description: "Komunitas para ayah di Tangerang Selatan yang ingin terlibat aktif dalam pengasuhan dan mendukung ASI eksklusif.",
    categories: ["PARENTING"],
    location: "Tangerang Selatan",
    isOnline: true,
    memberCount: 640,
    demographics: {
      age_range: "25-34",
      gender_ratio: "10% female / 90% male",
      interests: ["ASI", "pengasuhan", "keluarga", "kesehatan anak"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Sf4gHj7KlZ1xCv8bNm2qWe" },
      { type: "TWITTER", url: "https://x.com/ayahasitangsel" },
    ],
    socialLinks: { twitter: "https://x.com/ayahasitangsel" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 109,
  },
  {
    key: "kucing-bogor",
    owner: {
      fullname: "Nur Hasanah",
      email: "nur.hasanah@example.id",
      phone: "085779861234",
      picName: "Nur Hasanah",
      status: "APPROVED",
      daysAgo: 105,
    },
    name: "Komunitas Pecinta Kucing Bogor",
    description: "Cat lovers of Bogor: adopsi, steril massal berbiaya murah, dan info klinik hewan terpercaya.",
    categories: ["HOBBIES", "OTHER"],
    location: "Bogor",
    isOnline: true,
    memberCount: 3100,
    demographics: {
      age_range: "18-24",
      gender_ratio: "70% female / 30% male",
      interests: ["kucing", "adopsi", "steril", "pet food"],
    },
    platforms: [
      { type: "FACEBOOK", url: "https://facebook.com/groups/kucingbogor" },
      { type: "INSTAGRAM", url: "https://instagram.com/kucingbogor" },
    ],
    socialLinks: { instagram: "https://instagram.com/kucingbogor" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 104,
  },
  {
    key: "batam-startup",
    owner: {
      fullname: "Jason Lim",
      email: "jason.lim@example.id",
      phone: "081277889900",
      picName: "Jason Lim",
      status: "APPROVED",
      daysAgo: 148,
    },
    name: "Batam Startup Founders",
    description:
      "Founders, product people and investors in Batam and Riau Islands. Monthly pitch nights and cross-border networking with Singapore.",
    categories: ["BUSINESS", "TECHNOLOGY"],
    location: "Batam",
    isOnline: false,
    memberCount: 430,
    demographics: {
      age_range: "25-34",
      gender_ratio: "30% female / 70% male",
      interests: ["startup", "fundraising", "product", "export"],
    },
    platforms: [
      { type: "LINKEDIN", url: "https://www.linkedin.com/groups/batamstartup" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Tg5hJk8LzX2cVb9nMq3wEr" },
    ],
    socialLinks: { linkedin: "https://www.linkedin.com/company/batamstartup" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 147,
  },
  {
    key: "ngoding-pekanbaru",
    owner: {
      fullname: "Rizky Ramadhan",
      email: "rizky.ramadhan@example.id",
      phone: "082283746501",
      picName: "Rizky Ramadhan",
      status: "APPROVED",
      daysAgo: 95,
      bankAccount: { bankCode: "BRI", accountNumber: "003401012345507", holderName: "Rizky Ramadhan" },
    },
    name: "Ngopi & Ngoding Pekanbaru",
    description: "Belajar coding sambil ngopi di Pekanbaru. Sesi mentoring web dan Flutter setiap Kamis malam.",
    categories: ["TECHNOLOGY", "FOOD_BEVERAGE"],
    location: "Pekanbaru",
    isOnline: false,
    memberCount: 500,
    demographics: {
      age_range: "18-24",
      gender_ratio: "35% female / 65% male",
      interests: ["web development", "Flutter", "kopi", "freelance"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Uh6jKl9ZxC3vBn1mQw4eRt" },
      { type: "DISCORD", url: "https://discord.gg/ngodingpku" },
    ],
    socialLinks: { instagram: "https://instagram.com/ngopingoding.pku" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 94,
  },
  {
    key: "rendang-padang",
    owner: {
      fullname: "Fadli Zulkarnain",
      email: "fadli.zulkarnain@example.id",
      phone: "081363012345",
      picName: "Fadli Zulkarnain",
      status: "APPROVED",
      daysAgo: 90,
    },
    name: "Rendang Lovers Padang",
    description: "Dari dapur Minang untuk dunia. Berbagi resep rendang, kalio dan dendeng balado, plus info rumah makan Padang otentik.",
    categories: ["FOOD_BEVERAGE"],
    location: "Padang",
    isOnline: true,
    memberCount: 7400,
    demographics: {
      age_range: "35-44",
      gender_ratio: "60% female / 40% male",
      interests: ["masakan Minang", "resep", "rumah makan Padang", "UMKM kuliner"],
    },
    platforms: [
      { type: "FACEBOOK", url: "https://facebook.com/groups/rendanglovers" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Vi7kLz1XcV4bNm2QwE5rTy" },
    ],
    socialLinks: { instagram: "https://instagram.com/rendanglovers" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 89,
  },
  {
    key: "esports-samarinda",
    owner: {
      fullname: "Hendri Saputra",
      email: "hendri.saputra@example.id",
      phone: "081250607080",
      picName: "Hendri Saputra",
      status: "APPROVED",
      daysAgo: 100,
    },
    name: "Esports Samarinda League",
    description: "Liga esports antar-sekolah dan kampus di Samarinda: Mobile Legends, PUBG Mobile dan Valorant. Live streaming tiap final.",
    categories: ["GAMING"],
    location: "Samarinda",
    isOnline: true,
    memberCount: 10000,
    demographics: {
      age_range: "13-17",
      gender_ratio: "25% female / 75% male",
      interests: ["esports", "PUBG Mobile", "Valorant", "live streaming"],
    },
    platforms: [
      { type: "DISCORD", url: "https://discord.gg/esportssmd" },
      { type: "TWITCH", url: "https://www.twitch.tv/esportssamarinda" },
      { type: "INSTAGRAM", url: "https://instagram.com/esportssamarinda" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/esportssamarinda",
      youtube: "https://youtube.com/@esportssamarinda",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 99,
  },
  {
    key: "hijab-balikpapan",
    owner: {
      fullname: "Aisyah Putri",
      email: "aisyah.putri@example.id",
      phone: "081346572819",
      picName: "Aisyah Putri",
      status: "APPROVED",
      daysAgo: 85,
    },
    name: "Hijab Stylist Balikpapan",
    description: "Komunitas hijabers Balikpapan: tutorial hijab, makeup natural untuk acara dan kajian bulanan.",
    categories: ["BEAUTY"],
    location: "Balikpapan",
    isOnline: true,
    memberCount: 6300,
    demographics: {
      age_range: "18-24",
      gender_ratio: "100% female / 0% male",
      interests: ["hijab", "makeup natural", "fashion muslim", "kajian"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/hijabstylistbpn" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Wj8lZx2CvB5nMq3WeR6tYu" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/hijabstylistbpn",
      tiktok: "https://tiktok.com/@hijabstylistbpn",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 84,
  },
  {
    key: "borneo-birdwatchers",
    owner: {
      fullname: "Stefanus Alfons",
      email: "stefanus.alfons@example.id",
      phone: "081352109876",
      picName: "Stefanus Alfons",
      status: "APPROVED",
      daysAgo: 80,
    },
    name: "Borneo Birdwatchers",
    description: "Birdwatching trips around Pontianak and the Kapuas river. We log sightings for citizen-science projects.",
    categories: ["HOBBIES", "TRAVEL"],
    location: "Pontianak",
    isOnline: false,
    memberCount: 270,
    demographics: {
      age_range: "35-44",
      gender_ratio: "40% female / 60% male",
      interests: ["birdwatching", "conservation", "wildlife photography", "hiking"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Xk9zXc3VbN6mQw4ErT7yUi" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/borneobirdwatchers" },
    ],
    socialLinks: { website: "https://borneobirds.example.id" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 79,
  },
  {
    key: "diving-manado",
    owner: {
      fullname: "Grace Mamahit",
      email: "grace.mamahit@example.id",
      phone: "081340556677",
      picName: "Grace Mamahit",
      status: "APPROVED",
      daysAgo: 150,
    },
    name: "Manado Diving Club",
    description: "Klub selam Manado: fun dive ke Bunaken dan Lembeh, kursus Open Water, dan bersih-bersih terumbu karang.",
    categories: ["SPORTS", "TRAVEL"],
    location: "Manado",
    isOnline: false,
    memberCount: 1800,
    demographics: {
      age_range: "25-34",
      gender_ratio: "45% female / 55% male",
      interests: ["diving", "Bunaken", "underwater photography", "konservasi laut"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Yl1xCv4BnM7qWe5RtY8uIo" },
      { type: "INSTAGRAM", url: "https://instagram.com/manadodivingclub" },
    ],
    socialLinks: { instagram: "https://instagram.com/manadodivingclub" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 149,
  },
  {
    key: "solo-creative",
    owner: {
      fullname: "Wahyu Hidayat",
      email: "wahyu.hidayat@example.id",
      phone: "081329384756",
      picName: "Wahyu Hidayat",
      status: "APPROVED",
      daysAgo: 156,
    },
    name: "Solo Creative Hub",
    description: "Ruang kolaborasi desainer, ilustrator dan pengrajin batik di Surakarta. Pameran, pasar kreatif dan kelas bisnis kreatif.",
    categories: ["ARTS", "BUSINESS"],
    location: "Surakarta",
    isOnline: false,
    memberCount: 2200,
    demographics: {
      age_range: "25-34",
      gender_ratio: "55% female / 45% male",
      interests: ["desain grafis", "ilustrasi", "batik", "pasar kreatif"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/solocreativehub" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Zm2cVb5NmQ8wEr6TyU9iOp" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/solocreativehub",
      website: "https://solocreativehub.example.id",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 155,
  },
  {
    key: "ibu-pintar-banjarmasin",
    owner: {
      fullname: "Rahmah Fauziah",
      email: "rahmah.fauziah@example.id",
      phone: "081351234987",
      picName: "Rahmah Fauziah",
      status: "APPROVED",
      daysAgo: 75,
    },
    name: "Ibu Pintar Banjarmasin",
    description: "Komunitas ibu di Banjarmasin yang belajar bersama soal pendidikan anak, literasi keuangan keluarga dan usaha rumahan.",
    categories: ["PARENTING", "EDUCATION"],
    location: "Banjarmasin",
    isOnline: true,
    memberCount: 4100,
    demographics: {
      age_range: "35-44",
      gender_ratio: "95% female / 5% male",
      interests: ["pendidikan anak", "keuangan keluarga", "usaha rumahan", "resep"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Ab3dFg6HjK9lZx7CvB1nMq" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/ibupintarbjm" },
    ],
    socialLinks: { facebook: "https://facebook.com/groups/ibupintarbjm" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 74,
  },
  {
    key: "kopi-lampung",
    owner: {
      fullname: "Dedi Kurnia",
      email: "dedi.kurnia@example.id",
      phone: "082178901234",
      picName: "Dedi Kurnia",
      status: "APPROVED",
      daysAgo: 70,
    },
    name: "Lampung Coffee Farmers Network",
    description: "Petani dan pengolah kopi robusta Lampung Barat. Berbagi teknik pascapanen, harga pasar dan akses pembeli langsung.",
    categories: ["FOOD_BEVERAGE", "BUSINESS"],
    location: "Bandar Lampung",
    isOnline: false,
    memberCount: 1350,
    demographics: {
      age_range: "45+",
      gender_ratio: "20% female / 80% male",
      interests: ["robusta", "pascapanen", "ekspor", "koperasi"],
    },
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/Bc4eGh7JkL1zXc8VbN2mQw" }],
    socialLinks: {},
    logoUrl: null,
    isVerified: true,
    daysAgo: 69,
  },
  {
    key: "trail-lombok",
    owner: {
      fullname: "Lalu Ahmad Zaini",
      email: "lalu.zaini@example.id",
      phone: "081917654320",
      picName: "Lalu Ahmad Zaini",
      status: "APPROVED",
      daysAgo: 65,
    },
    name: "Lombok Trail Runners",
    description: "Trail running around Rinjani and the hills of Sembalun. Weekend long runs, race-day carpooling and trail clean-ups.",
    categories: ["SPORTS", "TRAVEL"],
    location: "Mataram",
    isOnline: false,
    memberCount: 390,
    demographics: {
      age_range: "25-34",
      gender_ratio: "35% female / 65% male",
      interests: ["trail running", "Rinjani", "ultra marathon", "camping"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Cd5fHj8KlZ2xCv9BnM3qWe" },
      { type: "INSTAGRAM", url: "https://instagram.com/lomboktrailrunners" },
    ],
    socialLinks: { instagram: "https://instagram.com/lomboktrailrunners" },
    logoUrl: null,
    isVerified: true,
    daysAgo: 64,
  },
  {
    key: "film-pendek-jogja",
    owner: {
      fullname: "Ayu Kinanti",
      email: "ayu.kinanti@example.id",
      phone: "087738291045",
      picName: "Ayu Kinanti",
      status: "APPROVED",
      daysAgo: 170,
    },
    name: "Komunitas Film Pendek Jogja",
    description: "Sineas muda Yogyakarta: produksi film pendek bareng, pemutaran dan diskusi tiap bulan di Kotabaru.",
    categories: ["ARTS"],
    location: "Yogyakarta",
    isOnline: false,
    memberCount: 2600,
    demographics: {
      age_range: "18-24",
      gender_ratio: "45% female / 55% male",
      interests: ["film pendek", "sinematografi", "penulisan skenario", "festival film"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/filmpendekjogja" },
      { type: "TELEGRAM", url: "https://t.me/filmpendekjogja" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/filmpendekjogja",
      youtube: "https://youtube.com/@filmpendekjogja",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 169,
  },
  {
    key: "skincare-talk",
    owner: {
      fullname: "Clarissa Halim",
      email: "clarissa.halim@example.id",
      phone: "081511223344",
      picName: "Clarissa Halim",
      status: "APPROVED",
      daysAgo: 60,
    },
    name: "Skincare Talk Indonesia",
    description: "Honest skincare discussions for Indonesian skin: ingredient breakdowns, dermatologist AMAs and local brand reviews.",
    categories: ["BEAUTY", "LIFESTYLE"],
    location: "Jakarta",
    isOnline: true,
    memberCount: 45000,
    demographics: {
      age_range: "18-24",
      gender_ratio: "85% female / 15% male",
      interests: ["skincare", "ingredients", "dermatology", "local brands"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/skincaretalkid" },
      { type: "TIKTOK", url: "https://tiktok.com/@skincaretalk.id" },
      { type: "THREADS", url: "https://www.threads.net/@skincaretalk.id" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/skincaretalk.id",
      tiktok: "https://tiktok.com/@skincaretalk.id",
    },
    logoUrl: null,
    isVerified: true,
    daysAgo: 59,
  },

  // ---- Not verified yet -----------------------------------------------------------------
  {
    key: "uiux-cirebon",
    owner: {
      fullname: "Indra Permana",
      email: "indra.permana@example.id",
      phone: "089601234567",
      picName: "Indra Permana",
      status: "PENDING",
      daysAgo: 4,
    },
    name: "Kelas Desain UI/UX Cirebon",
    description: "Komunitas baru untuk belajar desain UI/UX dari nol di Cirebon. Kelas Figma gratis setiap Sabtu.",
    categories: ["TECHNOLOGY", "ARTS"],
    location: "Cirebon",
    isOnline: true,
    memberCount: 0,
    demographics: {
      age_range: "18-24",
      gender_ratio: "50% female / 50% male",
      interests: ["Figma", "UI design", "UX research", "portfolio"],
    },
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/De6gJk9LzX3cVb1NmQ4wEr" }],
    socialLinks: {},
    logoUrl: null,
    isVerified: false,
    daysAgo: 4,
  },
  {
    key: "klub-buku-purwokerto",
    owner: {
      fullname: "Galih Pratama",
      email: "galih.pratama@example.id",
      phone: "081391827364",
      picName: "Galih Pratama",
      status: "APPROVED",
      daysAgo: 30,
    },
    name: "Klub Buku Purwokerto",
    description: "Book club in Purwokerto: one book a month, Indonesian and English titles, meetups at local coffee shops.",
    categories: ["EDUCATION", "HOBBIES"],
    location: "Purwokerto",
    isOnline: false,
    memberCount: 150,
    demographics: {
      age_range: "18-24",
      gender_ratio: "65% female / 35% male",
      interests: ["sastra", "non-fiksi", "diskusi buku", "menulis"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Ef7hKl1ZxC4vBn2MqW5eRt" },
      { type: "INSTAGRAM", url: "https://instagram.com/klubbukupwt" },
    ],
    socialLinks: { instagram: "https://instagram.com/klubbukupwt" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 29,
  },
  {
    key: "senam-jember",
    owner: {
      fullname: "Sri Wahyuni",
      email: "sri.wahyuni@example.id",
      phone: "085236547890",
      picName: "Sri Wahyuni",
      status: "APPROVED",
      daysAgo: 22,
    },
    name: "Senam Sehat Lansia Jember",
    description:
      "Senam pagi untuk lansia di alun-alun Jember setiap Selasa dan Jumat, dilanjut cek tensi gratis bersama relawan puskesmas.",
    categories: ["HEALTH_FITNESS"],
    location: "Jember",
    isOnline: false,
    memberCount: 320,
    demographics: {
      age_range: "45+",
      gender_ratio: "75% female / 25% male",
      interests: ["senam", "kesehatan lansia", "jalan pagi", "herbal"],
    },
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/Fg8jLz2XcV5bNm3QwE6rTy" }],
    socialLinks: {},
    logoUrl: null,
    isVerified: false,
    daysAgo: 21,
  },
  {
    key: "jayapura-tech",
    owner: {
      fullname: "Yakobus Wenda",
      email: "yakobus.wenda@example.id",
      phone: "081244556677",
      picName: "Yakobus Wenda",
      status: "PENDING",
      daysAgo: 5,
    },
    name: "Jayapura Tech Community",
    description: "A new home for developers and IT students in Papua. First meetup coming soon!",
    categories: ["TECHNOLOGY"],
    location: "Jayapura",
    isOnline: true,
    memberCount: 0,
    demographics: {
      age_range: "18-24",
      gender_ratio: "40% female / 60% male",
      interests: ["programming", "networking", "IT careers"],
    },
    platforms: [{ type: "DISCORD", url: "https://discord.gg/jayapuratech" }],
    socialLinks: {},
    logoUrl: null,
    isVerified: false,
    daysAgo: 5,
  },
  {
    key: "muslimah-preneur-aceh",
    owner: {
      fullname: "Cut Rahmawati",
      email: "cut.rahmawati@example.id",
      phone: "085260123456",
      picName: "Cut Rahmawati",
      status: "APPROVED",
      daysAgo: 35,
    },
    name: "Aceh Muslimah Preneur",
    description:
      "Komunitas pengusaha muslimah di Banda Aceh: kopi Gayo, fashion syar'i dan kuliner khas Aceh. Belajar digital marketing bareng.",
    categories: ["BUSINESS", "LIFESTYLE"],
    location: "Banda Aceh",
    isOnline: true,
    memberCount: 780,
    demographics: {
      age_range: "25-34",
      gender_ratio: "100% female / 0% male",
      interests: ["bisnis online", "fashion muslim", "kopi Gayo", "digital marketing"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Gh9kZx3CvB6nMq4WeR7tYu" },
      { type: "INSTAGRAM", url: "https://instagram.com/acehmuslimahpreneur" },
    ],
    socialLinks: { instagram: "https://instagram.com/acehmuslimahpreneur" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 34,
  },
  {
    key: "music-ambon",
    owner: {
      fullname: "Glenn Latuheru",
      email: "glenn.latuheru@example.id",
      phone: "081243001122",
      picName: "Glenn Latuheru",
      status: "APPROVED",
      daysAgo: 45,
    },
    name: "Ambon Music Collective",
    description: "Musicians of Ambon, the UNESCO City of Music: jam sessions, songwriting circles and gigs along the waterfront.",
    categories: ["ARTS", "OTHER"],
    location: "Ambon",
    isOnline: false,
    memberCount: 1000,
    demographics: {
      age_range: "18-24",
      gender_ratio: "40% female / 60% male",
      interests: ["musik", "songwriting", "live music", "paduan suara"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/ambonmusiccollective" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Hj1lXc4VbN7mQw5ErT8yUi" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/ambonmusiccollective",
      youtube: "https://youtube.com/@ambonmusic",
    },
    logoUrl: null,
    isVerified: false,
    daysAgo: 44,
  },
  {
    key: "mobil-listrik",
    owner: {
      fullname: "Reza Mahendra",
      email: "reza.mahendra@example.id",
      phone: "081808070605",
      picName: "Reza Mahendra",
      status: "APPROVED",
      daysAgo: 18,
    },
    name: "Komunitas Mobil Listrik Indonesia",
    description: "Pemilik dan calon pemilik mobil listrik berbagi pengalaman: SPKLU, biaya perawatan, dan road trip Jawa-Bali.",
    categories: ["AUTOMOTIVE", "TECHNOLOGY"],
    location: "Jakarta",
    isOnline: true,
    memberCount: 2000,
    demographics: {
      age_range: "35-44",
      gender_ratio: "20% female / 80% male",
      interests: ["mobil listrik", "SPKLU", "road trip", "energi terbarukan"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/mobillistrikid" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/mobillistrikindonesia" },
    ],
    socialLinks: { youtube: "https://youtube.com/@mobillistrikid" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 17,
  },
  {
    key: "valorant-bandung",
    owner: {
      fullname: "Fauzan Akbar",
      email: "fauzan.akbar@example.id",
      phone: "089512345678",
      picName: "Fauzan Akbar",
      // Approved, its community not verified yet: listed without the badge.
      status: "APPROVED",
      daysAgo: 2,
    },
    name: "Valorant Bandung Squad",
    description: "Cari tim Valorant di Bandung? Scrim mingguan, coaching gratis dan LAN party tiap akhir bulan.",
    categories: ["GAMING"],
    location: "Bandung",
    isOnline: true,
    memberCount: 1450,
    demographics: {
      age_range: "18-24",
      gender_ratio: "15% female / 85% male",
      interests: ["Valorant", "FPS", "scrim", "LAN party"],
    },
    platforms: [
      { type: "DISCORD", url: "https://discord.gg/valorantbdg" },
      { type: "TWITCH", url: "https://www.twitch.tv/valorantbandung" },
    ],
    socialLinks: {},
    logoUrl: null,
    isVerified: false,
    daysAgo: 2,
  },
  {
    key: "digital-nomads-bali",
    owner: {
      fullname: "Sarah Wulandari",
      email: "sarah.wulandari@example.id",
      phone: "081999887766",
      picName: "Sarah Wulandari",
      status: "APPROVED",
      daysAgo: 50,
    },
    name: "Digital Nomads Bali",
    description: "Remote workers and freelancers based in Bali. Coworking meetups, visa tips and weekend getaways around the island.",
    categories: ["TRAVEL", "BUSINESS", "LIFESTYLE"],
    location: "Denpasar",
    isOnline: true,
    memberCount: 15500,
    demographics: {
      age_range: "25-34",
      gender_ratio: "50% female / 50% male",
      interests: ["remote work", "coworking", "visa", "freelancing"],
    },
    platforms: [
      { type: "TELEGRAM", url: "https://t.me/digitalnomadsbali" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/digitalnomadsbali" },
      { type: "INSTAGRAM", url: "https://instagram.com/digitalnomads.bali" },
    ],
    socialLinks: {
      instagram: "https://instagram.com/digitalnomads.bali",
      website: "https://digitalnomadsbali.example.id",
    },
    logoUrl: null,
    isVerified: false,
    daysAgo: 49,
  },
  {
    key: "urban-farming-semarang",
    owner: {
      fullname: "Bambang Sutrisno",
      email: "bambang.sutrisno@example.id",
      phone: "082225364758",
      picName: "Bambang Sutrisno",
      status: "APPROVED",
      daysAgo: 28,
    },
    name: "Urban Farming Semarang",
    description: "Berkebun di lahan sempit: hidroponik, aquaponik dan kompos rumah tangga. Tukar bibit setiap bulan.",
    categories: ["HOBBIES", "OTHER"],
    location: "Semarang",
    isOnline: false,
    memberCount: 500,
    demographics: {
      age_range: "35-44",
      gender_ratio: "50% female / 50% male",
      interests: ["hidroponik", "kompos", "tanaman pangan", "lingkungan"],
    },
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/Ik2zXc5VbN8mQw6ErT9yUo" }],
    socialLinks: { instagram: "https://instagram.com/urbanfarmingsmg" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 27,
  },
  {
    key: "diet-sehat-makassar",
    owner: {
      fullname: "Nurul Fitri",
      email: "nurul.fitri@example.id",
      phone: "085298765123",
      picName: "Nurul Fitri",
      status: "APPROVED",
      daysAgo: 15,
    },
    name: "Diet Sehat Makassar",
    description: "Saling support menurunkan berat badan dengan cara sehat: meal prep, olahraga di rumah dan konsultasi gizi.",
    categories: ["HEALTH_FITNESS", "FOOD_BEVERAGE"],
    location: "Makassar",
    isOnline: true,
    memberCount: 2900,
    demographics: {
      age_range: "25-34",
      gender_ratio: "80% female / 20% male",
      interests: ["diet sehat", "meal prep", "home workout", "gizi"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Jl3xCv6BnM9qWe7RtY1uIp" },
      { type: "INSTAGRAM", url: "https://instagram.com/dietsehatmks" },
    ],
    socialLinks: { instagram: "https://instagram.com/dietsehatmks" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 14,
  },
  {
    key: "guru-honorer-kupang",
    owner: {
      fullname: "Maria Bano",
      email: "maria.bano@example.id",
      phone: "081237112233",
      picName: "Maria Bano",
      status: "PENDING",
      daysAgo: 3,
    },
    name: "Komunitas Guru Honorer Kupang",
    description: "Forum guru honorer di Kupang untuk berbagi materi ajar, info PPPK dan pelatihan Kurikulum Merdeka.",
    categories: ["EDUCATION"],
    location: "Kupang",
    isOnline: true,
    memberCount: 0,
    demographics: {
      age_range: "25-34",
      gender_ratio: "70% female / 30% male",
      interests: ["Kurikulum Merdeka", "PPPK", "materi ajar", "pelatihan guru"],
    },
    platforms: [{ type: "WHATSAPP", url: "https://chat.whatsapp.com/Km4cVb7NmQ1wEr8TyU2iOa" }],
    socialLinks: {},
    logoUrl: null,
    isVerified: false,
    daysAgo: 3,
  },
  {
    key: "sneakerhead-medan",
    owner: {
      fullname: "Daniel Simanjuntak",
      email: "daniel.simanjuntak@example.id",
      phone: "081262738495",
      picName: "Daniel Simanjuntak",
      status: "APPROVED",
      daysAgo: 40,
    },
    name: "Sneakerhead Medan",
    description: "Legit check, jual-beli dan perawatan sneakers di Medan. Kopdar dan bazar sneakers dua bulan sekali.",
    categories: ["LIFESTYLE", "HOBBIES"],
    location: "Medan",
    isOnline: true,
    memberCount: 950,
    demographics: {
      age_range: "18-24",
      gender_ratio: "20% female / 80% male",
      interests: ["sneakers", "streetwear", "legit check", "bazar"],
    },
    platforms: [
      { type: "INSTAGRAM", url: "https://instagram.com/sneakerheadmedan" },
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Ln5vBn8MqW2eRt9YuI3oPs" },
    ],
    socialLinks: { instagram: "https://instagram.com/sneakerheadmedan" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 39,
  },
  {
    key: "literasi-palu",
    owner: {
      fullname: "Moh. Irfan Lamato",
      email: "irfan.lamato@example.id",
      phone: "082190807060",
      picName: "Moh. Irfan Lamato",
      status: "APPROVED",
      daysAgo: 12,
    },
    name: "Relawan Literasi Palu",
    description: "Relawan taman baca keliling di Palu dan Sigi. Donasi buku, kelas membaca anak dan perpustakaan desa.",
    categories: ["OTHER", "EDUCATION"],
    location: "Palu",
    isOnline: false,
    memberCount: 210,
    demographics: {
      age_range: "18-24",
      gender_ratio: "60% female / 40% male",
      interests: ["literasi", "relawan", "donasi buku", "pendidikan anak"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Mo6bNm9QwE3rTy1UiO4pAd" },
      { type: "INSTAGRAM", url: "https://instagram.com/literasipalu" },
    ],
    socialLinks: { instagram: "https://instagram.com/literasipalu" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 11,
  },
  {
    key: "trail-bogor",
    owner: {
      fullname: "Asep Sunandar",
      email: "asep.sunandar@example.id",
      phone: "087821436587",
      picName: "Asep Sunandar",
      status: "APPROVED",
      daysAgo: 8,
    },
    name: "Motor Trail Bogor",
    description: "Trabas dan adventure motor trail di jalur Gunung Salak, Sentul dan Puncak. Safety riding nomor satu.",
    categories: ["AUTOMOTIVE", "SPORTS"],
    location: "Bogor",
    isOnline: false,
    memberCount: 670,
    demographics: {
      age_range: "25-34",
      gender_ratio: "5% female / 95% male",
      interests: ["motor trail", "adventure", "offroad", "safety riding"],
    },
    platforms: [
      { type: "WHATSAPP", url: "https://chat.whatsapp.com/Np7nMq1WeR4tYu2IoP5aSf" },
      { type: "FACEBOOK", url: "https://facebook.com/groups/motortrailbogor" },
    ],
    socialLinks: { youtube: "https://youtube.com/@motortrailbogor" },
    logoUrl: null,
    isVerified: false,
    daysAgo: 7,
  },
];

// ---------------------------------------------------------------------------------------
// Briefs
// ---------------------------------------------------------------------------------------

const DEMO_ADVERTISER = "advertiser@guyub.id";

export const SEED_BRIEFS: readonly SeedBrief[] = [
  // ---- Demo advertiser (Rumah Kreatif Media): every status ----------------------------------
  {
    key: "paynusa-qris-workshop",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Workshop Developer: Integrasi Pembayaran QRIS",
    companyName: "PayNusa",
    agencyName: "Rumah Kreatif Media",
    description:
      "PayNusa, payment gateway lokal, ingin mengadakan workshop hands-on integrasi QRIS dan virtual account untuk developer web dan mobile. Kami mencari komunitas teknologi yang bisa menjadi tuan rumah sesi online maupun offline.",
    targetCategory: "TECHNOLOGY",
    campaignCategory: "HYBRID",
    budgetMin: 10_000_000,
    budgetMax: 25_000_000,
    startInDays: -7,
    endInDays: 38,
    terms: "Pembayaran 50% di muka dan 50% setelah laporan kegiatan. Materi workshop disediakan PayNusa.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 1_000,
      location: null,
    },
    communityGuidelines: "Sebutkan PayNusa sebagai sponsor di semua materi promosi. Jangan membagikan API key sandbox di grup publik.",
    schedulePost: "Pengumuman 2 minggu sebelum acara, pengingat H-3 dan H-1, rekap dan rekaman maksimal 3 hari setelah acara.",
    scopeOfWork: "1 sesi workshop 2 jam (online atau offline), 3 posting di kanal komunitas, 1 rekap dengan foto dan jumlah peserta.",
    status: "ACTIVE",
    adminNotes: "Approved. Budget and scope are clear.",
    daysAgo: 20,
  },
  {
    key: "kamera-nusantara-lomba-foto",
    advertiserEmail: DEMO_ADVERTISER,
    title: 'Lomba Foto "Pesona Kota Kembang"',
    companyName: "Kamera Nusantara",
    agencyName: "Rumah Kreatif Media",
    description:
      "Kamera Nusantara mengadakan lomba foto bertema kota Bandung untuk memperkenalkan lini kamera mirrorless terbaru. Komunitas fotografi dan seni diajak menjadi mitra penyelenggara dan juri tamu.",
    targetCategory: "ARTS",
    campaignCategory: "OFFLINE",
    budgetMin: 7_500_000,
    budgetMax: 15_000_000,
    startInDays: -110,
    endInDays: -80,
    terms: "Hak cipta foto tetap milik peserta; Kamera Nusantara boleh menampilkan karya pemenang.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["18-24 years", "25-34 years", "35-44 years"],
      gender: "any",
      min_followers: 2_000,
      location: "Bandung",
    },
    communityGuidelines: "Tidak ada konten yang merendahkan merek lain. Semua foto harus karya asli peserta.",
    schedulePost: "Posting pengumuman lomba minggu pertama, pengingat tiap minggu, pengumuman pemenang di akhir periode.",
    scopeOfWork: "Menyebarkan info lomba, mengadakan 1 sesi hunting bersama, menyediakan 1 juri dari komunitas.",
    status: "COMPLETED",
    adminNotes: "Approved.",
    daysAgo: 125,
  },
  // PayNusa's other briefs: the demo's money in every state (invoices unpaid, overdue,
  // void, declined; payouts due and sent; refunds due and sent).
  {
    key: "paynusa-merchant-meetup",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Meetup Merchant UMKM: Terima Pembayaran Digital",
    companyName: "PayNusa",
    agencyName: "Rumah Kreatif Media",
    description:
      "PayNusa mengajak komunitas bisnis dan teknologi menjadi tuan rumah meetup bagi pelaku UMKM: cara menerima QRIS, membaca laporan transaksi, dan menghindari penipuan pembayaran.",
    targetCategory: "BUSINESS",
    campaignCategory: "OFFLINE",
    budgetMin: 5_000_000,
    budgetMax: 15_000_000,
    startInDays: -3,
    endInDays: 45,
    terms: "Tagihan dibayar sebelum acara dimulai. Materi dan stiker QRIS disediakan PayNusa.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["25-34 years", "35-44 years"],
      gender: "any",
      min_followers: 500,
      location: null,
    },
    communityGuidelines: "Sebutkan PayNusa sebagai mitra acara. Jangan menjanjikan biaya MDR tertentu kepada peserta.",
    schedulePost: "Undangan 10 hari sebelum meetup, pengingat H-1, rekap foto maksimal 2 hari setelahnya.",
    scopeOfWork: "1 meetup tatap muka minimal 30 pelaku UMKM, 2 posting di kanal komunitas, 1 rekap dengan foto.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 30,
  },
  {
    key: "paynusa-api-webinar",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Webinar Seri API Pembayaran PayNusa",
    companyName: "PayNusa",
    agencyName: "Rumah Kreatif Media",
    description:
      "Dua sesi webinar tentang API pembayaran PayNusa: membuat tagihan, menangani webhook, dan rekonsiliasi. Komunitas developer menjadi tuan rumah dan mengundang anggotanya.",
    targetCategory: "TECHNOLOGY",
    campaignCategory: "ONLINE",
    budgetMin: 2_000_000,
    budgetMax: 6_000_000,
    startInDays: -60,
    endInDays: -20,
    terms: "Rekaman webinar boleh dipakai ulang oleh PayNusa dan komunitas.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 1_000,
      location: null,
    },
    communityGuidelines: "Pakai akun sandbox saat demo. Tautan pendaftaran dari PayNusa.",
    schedulePost: "Pengumuman seminggu sebelum sesi pertama, pengingat di hari-H, rekaman maksimal 3 hari setelah sesi.",
    scopeOfWork: "2 sesi webinar 90 menit, 2 posting pengumuman, 1 rekap jumlah peserta dan pertanyaan terbanyak.",
    status: "COMPLETED",
    adminNotes: "Approved.",
    daysAgo: 75,
  },
  {
    key: "paynusa-hackathon",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Hackathon Fintech PayNusa 48 Jam",
    companyName: "PayNusa",
    agencyName: "Rumah Kreatif Media",
    description:
      "Hackathon 48 jam membangun aplikasi kasir dan marketplace kecil dengan API PayNusa. Komunitas teknologi mengajak tim, menyediakan mentor, dan meliput hasilnya.",
    targetCategory: "TECHNOLOGY",
    campaignCategory: "HYBRID",
    budgetMin: 3_000_000,
    budgetMax: 10_000_000,
    startInDays: -25,
    endInDays: 20,
    terms: "Kode peserta tetap milik peserta. Hadiah pemenang dari PayNusa.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 1_000,
      location: null,
    },
    communityGuidelines: "Sebutkan PayNusa sebagai penyelenggara. Jangan membagikan API key di repositori publik.",
    schedulePost: "Pendaftaran tim 2 minggu sebelum hackathon, liputan langsung selama acara, pengumuman pemenang H+1.",
    scopeOfWork: "Ajak minimal 5 tim, 2 mentor selama 48 jam, 3 posting liputan, 1 rekap pemenang.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 40,
  },
  {
    key: "belajar-coding-pelajar",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Promo Aplikasi Belajar Coding untuk Pelajar SMA",
    companyName: "KodeKita",
    agencyName: "Rumah Kreatif Media",
    description:
      "KodeKita is a coding app for high-school students. We want communities of students and teachers to try the app for 30 days and share honest feedback with their members.",
    targetCategory: "EDUCATION",
    campaignCategory: "ONLINE",
    budgetMin: 3_000_000,
    budgetMax: 8_000_000,
    startInDays: 14,
    endInDays: 44,
    terms: "Kode promo eksklusif per komunitas; pembayaran per komunitas setelah kampanye selesai.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["13-17 years", "18-24 years"],
      gender: "any",
      min_followers: 500,
      location: null,
    },
    communityGuidelines: "Ulasan harus jujur dan mencantumkan #ad atau #iklan. Tidak boleh menjanjikan nilai ujian.",
    schedulePost: "Minggu 1: perkenalan. Minggu 2-3: tantangan coding. Minggu 4: testimoni.",
    scopeOfWork: "4 posting feed, 2 story per minggu, 1 sesi live Q&A dengan tim KodeKita.",
    status: "PENDING_APPROVAL",
    adminNotes: null,
    daysAgo: 2,
  },
  {
    key: "cfd-jakarta",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Aktivasi Car Free Day Jakarta",
    companyName: "Segar Sehat Isotonik",
    agencyName: "Rumah Kreatif Media",
    description:
      "Draft: booth sampling minuman isotonik di Car Free Day Sudirman-Thamrin bersama komunitas lari dan sepeda. Budget dan tanggal masih menunggu konfirmasi klien.",
    targetCategory: "SPORTS",
    campaignCategory: "OFFLINE",
    budgetMin: 5_000_000,
    budgetMax: 12_000_000,
    startInDays: 30,
    endInDays: 58,
    terms: null,
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["18-24 years", "25-34 years", "35-44 years"],
      gender: "any",
      min_followers: null,
      location: "Jakarta",
    },
    communityGuidelines: "Peserta wajib memakai kaos kampanye saat aktivasi.",
    schedulePost: "Akan ditentukan setelah tanggal CFD dikonfirmasi.",
    scopeOfWork: "Mengajak minimal 50 anggota hadir di booth, 2 posting sebelum dan sesudah acara.",
    status: "DRAFT",
    adminNotes: null,
    daysAgo: 1,
  },
  {
    key: "giveaway-gadget",
    advertiserEmail: DEMO_ADVERTISER,
    title: "Giveaway Gadget Akhir Tahun",
    companyName: "GadgetIn",
    agencyName: "Rumah Kreatif Media",
    description:
      "Year-end giveaway of smartphones and earbuds for gaming communities: members follow GadgetIn and tag three friends to enter the draw.",
    targetCategory: "GAMING",
    campaignCategory: "ONLINE",
    budgetMin: 15_000_000,
    budgetMax: 30_000_000,
    startInDays: -20,
    endInDays: 10,
    terms: "Pemenang diundi secara acak dan diumumkan di Instagram GadgetIn.",
    contactPerson: "Sari Lestari",
    contactPhone: "081377788899",
    requirements: {
      age_range: ["13-17 years", "18-24 years"],
      gender: "any",
      min_followers: 5_000,
      location: null,
    },
    communityGuidelines: "Wajib mencantumkan syarat dan ketentuan giveaway di setiap posting.",
    schedulePost: "1 posting pembuka, 2 pengingat, 1 pengumuman pemenang.",
    scopeOfWork: "4 posting di kanal komunitas dan 1 live pengundian.",
    status: "CANCELLED",
    adminNotes: "Rejected: a prize draw (undian) needs a permit; please resubmit with the permit number.",
    daysAgo: 45,
  },

  // ---- Kopi Kenangan ------------------------------------------------------------------------
  {
    key: "kenangan-sampling",
    advertiserEmail: "andi.saputra@example.id",
    title: "Ngopi Bareng Komunitas: Sampling Menu Baru",
    companyName: "Kopi Kenangan",
    agencyName: null,
    description:
      "Kopi Kenangan meluncurkan menu kopi susu gula aren edisi Nusantara. Kami mengundang komunitas kuliner dan pecinta kopi untuk mengadakan sesi sampling di gerai terdekat dan membagikan kesan mereka.",
    targetCategory: "FOOD_BEVERAGE",
    campaignCategory: "OFFLINE",
    budgetMin: 5_000_000,
    budgetMax: 15_000_000,
    startInDays: -5,
    endInDays: 25,
    terms: "Produk sampling disediakan gratis; fee komunitas dibayar setelah acara.",
    contactPerson: "Andi Saputra",
    contactPhone: "081290001122",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 3_000,
      location: null,
    },
    communityGuidelines: "Review harus jujur. Jangan membandingkan secara negatif dengan merek kopi lain.",
    schedulePost: "1 posting undangan, 1 posting hari-H, 1 rekap dengan foto dalam 2 hari.",
    scopeOfWork: "Mengadakan 1 sesi sampling dengan minimal 30 anggota, 3 posting Instagram dan 5 story.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 15,
  },
  {
    key: "kenangan-pelari",
    advertiserEmail: "andi.saputra@example.id",
    title: "Kopi Kenangan x Pelari Pagi",
    companyName: "Kopi Kenangan",
    agencyName: null,
    description:
      "Post-run coffee for running and cycling clubs: free drinks after the weekend group run, in exchange for photos and posts tagging @kopikenangan.id.",
    targetCategory: "SPORTS",
    campaignCategory: "HYBRID",
    budgetMin: 2_000_000,
    budgetMax: 6_000_000,
    startInDays: -95,
    endInDays: -65,
    terms: "Maksimal 4 sesi per komunitas selama periode kampanye.",
    contactPerson: "Andi Saputra",
    contactPhone: "081290001122",
    requirements: {
      age_range: ["25-34 years", "35-44 years"],
      gender: "any",
      min_followers: 500,
      location: null,
    },
    communityGuidelines: "Tag @kopikenangan.id dan gunakan #LariSambilNgopi.",
    schedulePost: "Setiap Sabtu atau Minggu setelah sesi lari/gowes.",
    scopeOfWork: "4 sesi post-run, 4 posting feed, 8 story.",
    status: "COMPLETED",
    adminNotes: "Approved.",
    daysAgo: 110,
  },

  // ---- Tokopedia ----------------------------------------------------------------------------
  {
    key: "tokopedia-devday",
    advertiserEmail: "maya.putri@example.id",
    title: "Tokopedia Developer Day: Undangan Komunitas",
    companyName: "Tokopedia",
    agencyName: null,
    description:
      "Tokopedia mengundang komunitas developer untuk Developer Day: talk engineering, coding challenge dan open recruitment. Komunitas mitra mendapat kuota tiket dan booth komunitas.",
    targetCategory: "TECHNOLOGY",
    campaignCategory: "HYBRID",
    budgetMin: 15_000_000,
    budgetMax: 50_000_000,
    startInDays: -3,
    endInDays: 45,
    terms: "Kuota tiket per komunitas maksimal 50 orang. Fee sesuai jumlah peserta yang hadir.",
    contactPerson: "Maya Putri",
    contactPhone: "081311234455",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 2_000,
      location: null,
    },
    communityGuidelines: "Gunakan materi resmi dari Tokopedia. Informasi lowongan hanya dari halaman karier resmi.",
    schedulePost: "Pengumuman H-21, pengingat H-7 dan H-1, live tweet/story saat acara.",
    scopeOfWork: "3 posting pengumuman, 1 sesi live streaming watch party, mengirim minimal 30 peserta.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 12,
  },
  {
    key: "tokopedia-umkm",
    advertiserEmail: "maya.putri@example.id",
    title: "Kampanye Harbolnas UMKM Go Digital",
    companyName: "Tokopedia",
    agencyName: null,
    description:
      "Ahead of Harbolnas we trained small businesses to open and optimise their online shops. Business communities ran free classes on product photos and shop setup.",
    targetCategory: "BUSINESS",
    campaignCategory: "HYBRID",
    budgetMin: 10_000_000,
    budgetMax: 35_000_000,
    startInDays: -140,
    endInDays: -100,
    terms: "Fee per kelas yang terlaksana, dibayar setiap akhir bulan.",
    contactPerson: "Maya Putri",
    contactPhone: "081311234455",
    requirements: {
      age_range: ["25-34 years", "35-44 years", "45+ years"],
      gender: "any",
      min_followers: 1_000,
      location: null,
    },
    communityGuidelines: "Kelas harus gratis bagi peserta UMKM.",
    schedulePost: "Jadwal kelas diumumkan setiap Senin selama periode kampanye.",
    scopeOfWork: "Minimal 3 kelas offline/online, 20 UMKM terdaftar per kelas, laporan per kelas.",
    status: "COMPLETED",
    adminNotes: "Approved.",
    daysAgo: 150,
  },

  // ---- Wardah -------------------------------------------------------------------------------
  {
    key: "wardah-tutorial",
    advertiserEmail: "nadia.rahmawati@example.id",
    title: "Tutorial Makeup Halal Sehari-hari",
    companyName: "Wardah",
    agencyName: null,
    description:
      "Wardah mencari komunitas kecantikan dan hijabers untuk membuat tutorial makeup halal sehari-hari dengan produk Wardah Colorfit dan Lightening series.",
    targetCategory: "BEAUTY",
    campaignCategory: "ONLINE",
    budgetMin: 8_000_000,
    budgetMax: 20_000_000,
    startInDays: -10,
    endInDays: 20,
    terms: "Produk dikirim ke PIC komunitas; konten boleh digunakan ulang oleh Wardah selama 6 bulan.",
    contactPerson: "Nadia Rahmawati",
    contactPhone: "081298765001",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "Female",
      min_followers: 5_000,
      location: null,
    },
    communityGuidelines: "Konten sopan dan sesuai nilai halal. Cantumkan #WardahBeauty dan #iklan.",
    schedulePost: "2 video per minggu selama 3 minggu.",
    scopeOfWork: "6 video tutorial (TikTok/Reels), 1 live session, laporan insight.",
    status: "ACTIVE",
    adminNotes: "Approved. Please keep the #iklan disclosure.",
    daysAgo: 18,
  },
  {
    key: "wardah-campus",
    advertiserEmail: "nadia.rahmawati@example.id",
    title: "Wardah Beauty Class Goes to Campus",
    companyName: "Wardah",
    agencyName: null,
    description:
      "A series of free beauty classes at universities in Semarang, Surabaya and Makassar, run together with local beauty communities.",
    targetCategory: "BEAUTY",
    campaignCategory: "OFFLINE",
    budgetMin: 12_000_000,
    budgetMax: 30_000_000,
    startInDays: 21,
    endInDays: 60,
    terms: "Venue kampus disediakan Wardah; komunitas menyediakan MC dan model.",
    contactPerson: "Nadia Rahmawati",
    contactPhone: "081298765001",
    requirements: {
      age_range: ["18-24 years"],
      gender: "Female",
      min_followers: 2_000,
      location: "Semarang",
    },
    communityGuidelines: "Tidak ada promosi produk lain selama kelas.",
    schedulePost: "Pengumuman H-14, pendaftaran H-10 sampai H-3, rekap H+2.",
    scopeOfWork: "Membantu 1 kelas di kampus, menyediakan MC dan 3 model, 3 posting.",
    status: "PENDING_APPROVAL",
    adminNotes: null,
    daysAgo: 1,
  },

  // ---- Gojek --------------------------------------------------------------------------------
  {
    key: "gojek-survei-mitra",
    advertiserEmail: "fajar.nugroho@example.id",
    title: "Survei dan Kopdar Kebutuhan Mitra Driver",
    companyName: "Gojek",
    agencyName: null,
    description:
      "Gojek ingin mendengar langsung kebutuhan mitra driver di Sumatera Utara: asuransi, titik istirahat dan program servis motor. Kami mencari paguyuban driver untuk mengadakan kopdar dan survei.",
    targetCategory: "OTHER",
    campaignCategory: "OFFLINE",
    budgetMin: 4_000_000,
    budgetMax: 9_000_000,
    startInDays: -2,
    endInDays: 28,
    terms: "Data survei hanya dipakai secara agregat.",
    contactPerson: "Fajar Nugroho",
    contactPhone: "081287650012",
    requirements: {
      age_range: ["25-34 years", "35-44 years", "45+ years"],
      gender: "any",
      min_followers: null,
      location: "Medan",
    },
    communityGuidelines: "Kopdar tidak boleh mengganggu lalu lintas; gunakan lokasi yang disepakati.",
    schedulePost: "Undangan kopdar H-7 dan pengingat H-1.",
    scopeOfWork: "1 kopdar dengan minimal 40 driver, membantu pengisian survei, laporan singkat.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 9,
  },
  {
    key: "gofood-festival-makassar",
    advertiserEmail: "fajar.nugroho@example.id",
    title: "GoFood Festival Makassar",
    companyName: "Gojek",
    agencyName: null,
    description:
      "Festival kuliner GoFood di Pantai Losari dengan 40 merchant lokal. Dibatalkan karena izin lokasi tidak keluar tepat waktu.",
    targetCategory: "FOOD_BEVERAGE",
    campaignCategory: "OFFLINE",
    budgetMin: 20_000_000,
    budgetMax: 45_000_000,
    startInDays: -40,
    endInDays: -38,
    terms: null,
    contactPerson: "Fajar Nugroho",
    contactPhone: "081287650012",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 5_000,
      location: "Makassar",
    },
    communityGuidelines: "Mengikuti aturan panitia festival.",
    schedulePost: "Teaser H-14, pengumuman line-up H-7, live report hari-H.",
    scopeOfWork: "Promosi festival, 1 booth komunitas, 4 posting.",
    status: "CANCELLED",
    adminNotes: null,
    daysAgo: 70,
  },

  // ---- Ruangguru ----------------------------------------------------------------------------
  {
    key: "ruangguru-tryout",
    advertiserEmail: "yusuf.hidayat@example.id",
    title: "Try Out UTBK Gratis bareng Komunitas",
    companyName: "Ruangguru",
    agencyName: null,
    description:
      "Ruangguru is running a free UTBK try-out for students across Indonesia. Education communities help spread the registration link and host a results-review session.",
    targetCategory: "EDUCATION",
    campaignCategory: "ONLINE",
    budgetMin: 5_000_000,
    budgetMax: 18_000_000,
    startInDays: -14,
    endInDays: 16,
    terms: "Fee dihitung dari jumlah pendaftar lewat kode referral komunitas.",
    contactPerson: "Yusuf Hidayat",
    contactPhone: "081377001234",
    requirements: {
      age_range: ["13-17 years", "18-24 years"],
      gender: "any",
      min_followers: 1_000,
      location: null,
    },
    communityGuidelines: "Jangan menyebarkan soal try-out di luar platform.",
    schedulePost: "Posting pendaftaran tiap minggu, pengingat H-1 try-out, sesi pembahasan H+3.",
    scopeOfWork: "3 posting, 1 sesi live pembahasan soal, laporan jumlah pendaftar.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 25,
  },
  {
    key: "ruangguru-parenting",
    advertiserEmail: "yusuf.hidayat@example.id",
    title: "Kelas Parenting: Mendampingi Anak Belajar Online",
    companyName: "Ruangguru",
    agencyName: null,
    description: "Draft kelas online untuk orang tua tentang cara mendampingi anak belajar di rumah, bersama psikolog anak.",
    targetCategory: "PARENTING",
    campaignCategory: "ONLINE",
    budgetMin: 3_000_000,
    budgetMax: 7_000_000,
    startInDays: 40,
    endInDays: 70,
    terms: null,
    contactPerson: "Yusuf Hidayat",
    contactPhone: "081377001234",
    requirements: {
      age_range: ["25-34 years", "35-44 years"],
      gender: "Mixed",
      min_followers: 500,
      location: null,
    },
    communityGuidelines: "Tidak ada penjualan paket selama sesi kelas.",
    schedulePost: "Belum ditentukan.",
    scopeOfWork: "1 kelas online 90 menit, 2 posting promosi.",
    status: "DRAFT",
    adminNotes: null,
    daysAgo: 6,
  },

  // ---- Semut Merah Kreatif ------------------------------------------------------------------
  {
    key: "es-teh-mlbb-cup",
    advertiserEmail: "bayu.firmansyah@example.id",
    title: "Turnamen Mobile Legends Es Teh Juara Cup",
    companyName: "Es Teh Juara",
    agencyName: "Semut Merah Kreatif",
    description:
      "Turnamen Mobile Legends online antar-komunitas Indonesia Timur dengan total hadiah Rp 25 juta. Komunitas gaming diajak mendaftarkan squad dan menyiarkan pertandingan.",
    targetCategory: "GAMING",
    campaignCategory: "ONLINE",
    budgetMin: 10_000_000,
    budgetMax: 25_000_000,
    startInDays: -8,
    endInDays: 22,
    terms: "Hadiah turnamen terpisah dari fee komunitas.",
    contactPerson: "Bayu Firmansyah",
    contactPhone: "081330445566",
    requirements: {
      age_range: ["13-17 years", "18-24 years"],
      gender: "any",
      min_followers: 3_000,
      location: null,
    },
    communityGuidelines: "Sportif, tanpa cheat. Logo Es Teh Juara tampil di overlay stream.",
    schedulePost: "Jadwal match diumumkan tiap Senin; highlight tiap Minggu malam.",
    scopeOfWork: "Mendaftarkan minimal 8 squad, live stream semifinal dan final, 4 posting highlight.",
    status: "ACTIVE",
    adminNotes: "Approved.",
    daysAgo: 22,
  },
  {
    key: "wisata-bahari-sulawesi",
    advertiserEmail: "bayu.firmansyah@example.id",
    title: "Pekan Wisata Bahari Sulawesi Utara",
    companyName: "Dinas Pariwisata Sulawesi Utara",
    agencyName: "Semut Merah Kreatif",
    description:
      "A week promoting marine tourism in North Sulawesi: dive trips to Bunaken and Lembeh, beach clean-ups and content from travel communities.",
    targetCategory: "TRAVEL",
    campaignCategory: "HYBRID",
    budgetMin: 15_000_000,
    budgetMax: 40_000_000,
    startInDays: -75,
    endInDays: -68,
    terms: "Transport dan akomodasi peserta komunitas ditanggung penyelenggara.",
    contactPerson: "Bayu Firmansyah",
    contactPhone: "081330445566",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 1_500,
      location: "Manado",
    },
    communityGuidelines: "Ikuti aturan konservasi taman nasional; tidak menyentuh terumbu karang.",
    schedulePost: "Posting harian selama pekan wisata, rekap video H+5.",
    scopeOfWork: "Mengirim 10 anggota, 7 posting harian, 1 video rekap.",
    status: "COMPLETED",
    adminNotes: "Approved.",
    daysAgo: 100,
  },

  // ---- Pending advertiser: only a draft -----------------------------------------------------
  {
    key: "sambal-challenge",
    advertiserEmail: "lina.kartika@example.id",
    title: "Sambal Challenge TikTok",
    companyName: "Sambal Bu Rudy",
    agencyName: null,
    description: "Draft: tantangan makan pedas di TikTok dengan sambal bawang Bu Rudy untuk komunitas kuliner di Jawa Timur.",
    targetCategory: "FOOD_BEVERAGE",
    campaignCategory: "ONLINE",
    budgetMin: 1_500_000,
    budgetMax: 4_000_000,
    startInDays: 20,
    endInDays: 50,
    terms: null,
    contactPerson: "Lina Kartika",
    contactPhone: "081234001188",
    requirements: {
      age_range: ["18-24 years", "25-34 years"],
      gender: "any",
      min_followers: 1_000,
      location: "Surabaya",
    },
    communityGuidelines: "Tidak memaksa peserta makan melebihi batas kemampuan.",
    schedulePost: "3 video dalam 2 minggu.",
    scopeOfWork: "3 video TikTok dan 1 posting Instagram.",
    status: "DRAFT",
    adminNotes: null,
    daysAgo: 2,
  },
];

// ---------------------------------------------------------------------------------------
// Applications (only to ACTIVE or COMPLETED briefs, from approved owners)
// ---------------------------------------------------------------------------------------

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  // PayNusa merchant meetup (ACTIVE): invoices unpaid, overdue, declined and void.
  {
    brief: "paynusa-merchant-meetup",
    community: "jakarta-js",
    message: "Banyak anggota kami membangun toko online untuk UMKM. Kami bisa mengadakan meetup di coworking space Kuningan.",
    status: "APPROVED",
    adminNotes: "Approved; the invoice is issued to the brand.",
    daysAgo: 3,
    proposedFee: 4_000_000,
    agreedFee: 4_000_000,
  },
  {
    brief: "paynusa-merchant-meetup",
    community: "umkm-palembang",
    message: "Anggota kami pelaku UMKM di Palembang yang baru mulai menerima QRIS. Meetup bisa di balai pertemuan pasar.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 7,
    proposedFee: 2_750_000,
    agreedFee: 2_750_000,
  },
  {
    brief: "paynusa-merchant-meetup",
    community: "kopi-lampung",
    message: "Kedai kopi anggota kami bisa jadi lokasi meetup untuk pemilik warung di Bandar Lampung.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 12,
    proposedFee: 1_500_000,
    agreedFee: 1_500_000,
  },
  {
    brief: "paynusa-merchant-meetup",
    community: "batam-startup",
    message: "Kami bisa mengundang UMKM binaan inkubator kami di Batam.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 22,
    proposedFee: 2_250_000,
    agreedFee: 2_250_000,
  },
  // PayNusa API webinar (COMPLETED): one paid out, one cancelled after payment with a share.
  {
    brief: "paynusa-api-webinar",
    community: "jakarta-js",
    message: "Kami siap jadi tuan rumah dua sesi webinar dan menayangkannya ulang di kanal YouTube komunitas.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 70,
    proposedFee: 2_500_000,
    agreedFee: 2_500_000,
  },
  {
    brief: "paynusa-api-webinar",
    community: "ngoding-pekanbaru",
    message: "Anggota kami freelancer web yang sering diminta integrasi pembayaran. Webinar ini pas untuk mereka.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 69,
    proposedFee: 1_250_000,
    agreedFee: 1_234_550,
  },
  // PayNusa hackathon (ACTIVE): the demo owner's payout is due; Python Surabaya's campaign
  // was cancelled after payment (a share paid, the rest refunded).
  {
    brief: "paynusa-hackathon",
    community: "jakarta-js",
    message: "Kami bisa mengajak 8 tim dari meetup bulanan dan menyediakan 3 mentor.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 35,
    proposedFee: 3_500_000,
    agreedFee: 3_500_000,
  },
  {
    brief: "paynusa-hackathon",
    community: "python-surabaya",
    message: "Tim kami bisa ikut dari Surabaya secara online, dengan mentor Django dan FastAPI.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 34,
    proposedFee: 1_800_000,
    agreedFee: 1_800_000,
  },
  // PayNusa QRIS workshop (ACTIVE)
  {
    brief: "paynusa-qris-workshop",
    community: "jakarta-js",
    message:
      "Kami rutin mengadakan meetup bulanan dengan 150-200 peserta di Jakarta dan live stream di YouTube. Siap jadi tuan rumah workshop QRIS secara hybrid.",
    status: "APPROVED",
    adminNotes: "Strong fit: large developer audience in Jakarta.",
    daysAgo: 16,
    proposedFee: 3_500_000,
    agreedFee: 3_000_000,
  },
  {
    brief: "paynusa-qris-workshop",
    community: "python-surabaya",
    message: "We can host the workshop online for our Telegram members and offline at a campus lab in Surabaya.",
    status: "APPROVED",
    adminNotes: "Approved for the online session.",
    daysAgo: 15,
    proposedFee: 2_000_000,
    agreedFee: 2_000_000,
  },
  {
    brief: "paynusa-qris-workshop",
    community: "ngoding-pekanbaru",
    message: "Anggota kami banyak freelancer web yang butuh integrasi pembayaran. Mohon dipertimbangkan!",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 3,
    proposedFee: 1_500_000,
  },
  {
    brief: "paynusa-qris-workshop",
    community: "batam-startup",
    message: "Our founders would love a session on payments for cross-border e-commerce.",
    status: "REJECTED",
    adminNotes: "The brief needs hands-on developers; the audience here is mostly founders.",
    daysAgo: 14,
  },
  // Lomba foto (COMPLETED)
  {
    brief: "kamera-nusantara-lomba-foto",
    community: "fotografi-bandung",
    message: "Kami komunitas fotografi terbesar di Bandung dan siap menyediakan juri serta sesi hunting bersama.",
    status: "APPROVED",
    adminNotes: "Perfect match for a Bandung photo contest.",
    daysAgo: 118,
    proposedFee: 4_000_000,
    agreedFee: 3_500_000,
  },
  {
    brief: "kamera-nusantara-lomba-foto",
    community: "film-pendek-jogja",
    message: "Anggota kami juga aktif di fotografi still; kami bisa membuat video behind the scenes lomba.",
    status: "APPROVED",
    adminNotes: "Approved for video coverage.",
    daysAgo: 117,
    proposedFee: 2_500_000,
    agreedFee: 2_500_000,
  },
  {
    brief: "kamera-nusantara-lomba-foto",
    community: "solo-creative",
    message: "Kami bisa mengadakan pameran karya pemenang di Solo.",
    status: "REJECTED",
    adminNotes: "The contest is limited to Bandung this time.",
    daysAgo: 116,
  },
  // Kopi Kenangan sampling (ACTIVE)
  {
    brief: "kenangan-sampling",
    community: "kopi-nusantara",
    message: "Kami bisa mengadakan sampling serentak di 5 kota lewat koordinator regional kami.",
    status: "APPROVED",
    adminNotes: "Approved: nationwide coffee audience.",
    daysAgo: 12,
    proposedFee: 6_000_000,
    agreedFee: 5_000_000,
  },
  {
    brief: "kenangan-sampling",
    community: "rendang-padang",
    message: "Anggota kami di Padang siap ikut sampling di gerai Kopi Kenangan Khatib Sulaiman.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 4,
  },
  {
    brief: "kenangan-sampling",
    community: "kuliner-medan",
    message: "Grup kami punya 120 ribu anggota aktif di Medan. Kami bisa mengundang food reviewer terpilih untuk sesi sampling.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 1,
  },
  {
    brief: "kenangan-sampling",
    community: "kopi-lampung",
    message: "Kami petani kopi, ingin mengenalkan robusta Lampung lewat kolaborasi ini.",
    status: "REJECTED",
    adminNotes: "The brief is a consumer sampling event; a farmer network is not the target audience.",
    daysAgo: 10,
  },
  // Kopi Kenangan x Pelari (COMPLETED)
  {
    brief: "kenangan-pelari",
    community: "lari-bekasi",
    message: "Easy run Sabtu pagi kami diikuti 80-120 pelari. Cocok untuk post-run coffee!",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 100,
    proposedFee: 1_500_000,
    agreedFee: 1_500_000,
  },
  {
    brief: "kenangan-pelari",
    community: "gowes-jogja",
    message: "Gowes Minggu pagi kami selalu berakhir dengan ngopi, jadi pas sekali.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 99,
  },
  // Tokopedia Developer Day (ACTIVE)
  {
    brief: "tokopedia-devday",
    community: "jakarta-js",
    message: "Kami bisa mengirim 50 developer dan mengadakan watch party untuk anggota di luar Jakarta.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 2,
    proposedFee: 5_000_000,
  },
  {
    brief: "tokopedia-devday",
    community: "python-surabaya",
    message: "Happy to send a group of data engineers from Surabaya.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 5,
  },
  // Tokopedia UMKM (COMPLETED)
  {
    brief: "tokopedia-umkm",
    community: "umkm-palembang",
    message: "Kami punya 5.000 pelaku UMKM, banyak yang belum punya toko online.",
    status: "APPROVED",
    adminNotes: "Approved: exactly the target audience.",
    daysAgo: 145,
    proposedFee: 3_000_000,
    agreedFee: 3_000_000,
  },
  {
    brief: "tokopedia-umkm",
    community: "solo-creative",
    message: "Pengrajin batik di komunitas kami ingin belajar berjualan online.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 144,
  },
  {
    brief: "tokopedia-umkm",
    community: "jakarta-js",
    message: "Kami bisa membantu UMKM membuat toko online dan integrasi katalog.",
    status: "REJECTED",
    adminNotes: "The brief targets small-business owners; a developer community is not the audience.",
    daysAgo: 143,
  },
  // Wardah tutorial (ACTIVE)
  {
    brief: "wardah-tutorial",
    community: "beauty-semarang",
    message: "Kami sudah rutin membuat tutorial makeup di TikTok dengan rata-rata 20 ribu views.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 14,
    proposedFee: 2_500_000,
    agreedFee: 2_000_000,
  },
  {
    brief: "wardah-tutorial",
    community: "hijab-balikpapan",
    message: "Anggota kami hijabers muda, sangat cocok dengan konsep makeup halal sehari-hari.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 6,
  },
  {
    brief: "wardah-tutorial",
    community: "skincare-talk",
    message: "We can combine the tutorial with a skincare prep segment for our 45k members.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 2,
  },
  // Gojek survei (ACTIVE)
  {
    brief: "gojek-survei-mitra",
    community: "ojol-medan",
    message: "Paguyuban kami bisa mengumpulkan 60 driver di basecamp Jalan Gatot Subroto.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 7,
  },
  // Ruangguru try-out (ACTIVE)
  {
    brief: "ruangguru-tryout",
    community: "pejuang-beasiswa",
    message: "Banyak anggota kami adalah pejuang PTN; kami bisa bantu sebar link dan pembahasan soal.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 20,
  },
  {
    brief: "ruangguru-tryout",
    community: "ibu-pintar-banjarmasin",
    message: "Kami ingin mengajak anak-anak anggota yang kelas 12 ikut try-out.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 5,
  },
  // Es Teh Juara Cup (ACTIVE)
  {
    brief: "es-teh-mlbb-cup",
    community: "mlbb-makassar",
    message: "Kami bisa mendaftarkan 16 squad dan menyiarkan final di TikTok Live.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 18,
  },
  {
    brief: "es-teh-mlbb-cup",
    community: "esports-samarinda",
    message: "Liga kami punya 32 tim sekolah yang siap ikut.",
    status: "PENDING",
    adminNotes: null,
    daysAgo: 4,
  },
  // Wisata bahari (COMPLETED)
  {
    brief: "wisata-bahari-sulawesi",
    community: "diving-manado",
    message: "Kami klub selam lokal Manado, siap memandu dive trip dan bersih-bersih karang.",
    status: "APPROVED",
    adminNotes: "Approved.",
    daysAgo: 90,
  },
  {
    brief: "wisata-bahari-sulawesi",
    community: "backpacker-timur",
    message: "Our members travel across East Indonesia and can create budget itineraries.",
    status: "REJECTED",
    adminNotes: "The campaign needs certified divers based in North Sulawesi.",
    daysAgo: 88,
  },
];

// ---------------------------------------------------------------------------------------
// Contact messages
// ---------------------------------------------------------------------------------------

export const SEED_CONTACT_MESSAGES: readonly SeedContactMessage[] = [
  {
    name: "Hana Prameswari",
    email: "hana.prameswari@example.id",
    phone: "081288776655",
    message: "Halo tim Guyub, saya mengelola komunitas lari di Bandung. Bagaimana cara agar komunitas kami cepat terverifikasi?",
    isRead: true,
    daysAgo: 20,
  },
  {
    name: "Michael Santoso",
    email: "michael.santoso@example.id",
    phone: "081322110099",
    message: "Hi, our agency manages campaigns for three FMCG brands. Do you offer a plan for agencies with several client accounts?",
    isRead: false,
    daysAgo: 3,
  },
  {
    name: "Ratna Sari Dewi",
    email: "ratna.dewi@example.id",
    phone: "085640302010",
    message: "Saya lupa password dan email reset tidak masuk ke inbox. Mohon bantuannya untuk akun saya.",
    isRead: false,
    daysAgo: 0,
  },
];

// ---------------------------------------------------------------------------------------
// Campaigns (one per APPROVED application; the ones not listed are IN_PROGRESS)
// ---------------------------------------------------------------------------------------

export const SEED_CAMPAIGNS: readonly SeedCampaign[] = [
  // The demo advertiser's QRIS workshop, paid (the money held): the demo owner (Jakarta JS)
  // has yet to send its proof; Python Surabaya's proof waits for the advertiser.
  {
    brief: "paynusa-qris-workshop",
    community: "jakarta-js",
    state: "IN_PROGRESS",
    proofs: [],
    money: { invoice: "PAID", paidDaysAgo: 13, reference: "BCA 0311 RKM PAYNUSA" },
  },
  {
    brief: "paynusa-qris-workshop",
    community: "python-surabaya",
    state: "PROOF_SUBMITTED",
    money: { invoice: "PAID", paidDaysAgo: 12, reference: "BCA 0312 RKM PAYNUSA" },
    proofs: [
      {
        daysAgo: 2,
        links: ["https://t.me/pythonsurabaya/1842", "https://www.youtube.com/watch?v=pYsBy-qris01"],
        reach: 3400,
        reactions: 210,
        attendees: 62,
        note: "Workshop online via Telegram live dan sesi offline di lab kampus ITS, 62 peserta hadir.",
      },
    ],
  },
  // The demo advertiser's photo contest (COMPLETED): one accepted at once, one after changes.
  {
    brief: "kamera-nusantara-lomba-foto",
    community: "fotografi-bandung",
    state: "COMPLETED",
    money: { invoice: "PAID", paidDaysAgo: 114, reference: "BCA 0806 RKM KAMERA", payoutSentDaysAgo: 80 },
    proofs: [
      {
        daysAgo: 84,
        links: ["https://www.instagram.com/p/fotobandung-pesona/", "https://www.facebook.com/groups/fotografibandung/posts/9912"],
        reach: 18500,
        reactions: 2300,
        attendees: 140,
        note: "Pengumuman lomba di Instagram dan grup Facebook, hunting bersama di Braga dengan 140 peserta.",
        decision: "ACCEPTED",
        answeredDaysAgo: 83,
      },
    ],
  },
  {
    brief: "kamera-nusantara-lomba-foto",
    community: "film-pendek-jogja",
    state: "COMPLETED",
    // Its owner has no bank account yet: the payout waits for one.
    money: { invoice: "PAID", paidDaysAgo: 114, reference: "BCA 0806 RKM KAMERA-2" },
    proofs: [
      {
        daysAgo: 86,
        links: ["https://www.youtube.com/watch?v=filmjogja-bts1"],
        reach: 4200,
        reactions: 380,
        attendees: null,
        note: "Video behind the scenes lomba.",
        decision: "CHANGES_REQUESTED",
        reason: "Please add the view count from YouTube Studio and the link to the Instagram teaser.",
        answeredDaysAgo: 85,
      },
      {
        daysAgo: 84,
        links: ["https://www.youtube.com/watch?v=filmjogja-bts1", "https://www.instagram.com/reel/filmjogja-teaser/"],
        reach: 6100,
        reactions: 540,
        attendees: null,
        note: "Ditambah teaser Instagram; angka views dari YouTube Studio per hari ini.",
        decision: "ACCEPTED",
        answeredDaysAgo: 83,
      },
    ],
  },
  // Kopi Kenangan sampling (ACTIVE): changes were asked.
  {
    brief: "kenangan-sampling",
    community: "kopi-nusantara",
    state: "CHANGES_REQUESTED",
    money: { invoice: "PAID", paidDaysAgo: 9, reference: "MANDIRI 7781 KENANGAN" },
    proofs: [
      {
        daysAgo: 3,
        links: ["https://www.instagram.com/p/kopinusantara-sampling/"],
        reach: 9000,
        reactions: 640,
        attendees: 75,
        note: "Sampling di Jakarta dan Bandung.",
        decision: "CHANGES_REQUESTED",
        reason: "The brief asks for five cities; please add the other three and the attendee count per city.",
        answeredDaysAgo: 2,
      },
    ],
  },
  // Kopi Kenangan x Pelari (COMPLETED): one accepted, one accepted automatically; settled
  // outside Guyub, from before money (no invoice, no payout).
  {
    brief: "kenangan-pelari",
    community: "lari-bekasi",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 70,
        links: ["https://www.instagram.com/p/laribekasi-postrun/"],
        reach: 5200,
        reactions: 610,
        attendees: 110,
        note: "Easy run Sabtu, 110 pelari, kopi setelah lari.",
        decision: "ACCEPTED",
        answeredDaysAgo: 69,
      },
    ],
  },
  {
    brief: "kenangan-pelari",
    community: "gowes-jogja",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 75,
        links: ["https://www.instagram.com/p/gowesjogja-ngopi/"],
        reach: 2800,
        reactions: 190,
        attendees: 45,
        note: null,
        decision: "AUTO_ACCEPTED",
        answeredDaysAgo: 68,
      },
    ],
  },
  // Tokopedia UMKM (COMPLETED).
  {
    brief: "tokopedia-umkm",
    community: "umkm-palembang",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 105,
        links: ["https://chat.whatsapp.com/umkmpalembang-harbolnas"],
        reach: 5000,
        reactions: 820,
        attendees: 130,
        note: "Pelatihan buka toko online di 3 kecamatan.",
        decision: "ACCEPTED",
        answeredDaysAgo: 104,
      },
    ],
  },
  {
    brief: "tokopedia-umkm",
    community: "solo-creative",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 104,
        links: ["https://www.instagram.com/p/solocreative-batik-online/"],
        reach: 7300,
        reactions: 960,
        attendees: 48,
        note: "Kelas foto produk batik dan unggah katalog.",
        decision: "ACCEPTED",
        answeredDaysAgo: 102,
      },
    ],
  },
  // Wardah tutorial (ACTIVE): proof waiting.
  {
    brief: "wardah-tutorial",
    community: "beauty-semarang",
    state: "PROOF_SUBMITTED",
    money: { invoice: "PAID", paidDaysAgo: 11, reference: "BNI 55120 PARAGON" },
    proofs: [
      {
        daysAgo: 1,
        links: ["https://www.tiktok.com/@beautysemarang/video/7391"],
        reach: 24000,
        reactions: 3100,
        attendees: null,
        note: "Tutorial makeup halal 60 detik.",
      },
    ],
  },
  // Es Teh Juara Cup (ACTIVE): cancelled after a dispute.
  {
    brief: "es-teh-mlbb-cup",
    community: "mlbb-makassar",
    state: "CANCELLED",
    proofs: [],
    cancelNote: "The community could not book the venue for the final; both sides agreed to cancel.",
    cancelledDaysAgo: 6,
  },
  // Wisata bahari (COMPLETED).
  {
    brief: "wisata-bahari-sulawesi",
    community: "diving-manado",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 60,
        links: ["https://www.instagram.com/p/divingmanado-bunaken/"],
        reach: 11200,
        reactions: 1500,
        attendees: 36,
        note: "Dive trip Bunaken dan bersih-bersih karang bersama 36 penyelam.",
        decision: "ACCEPTED",
        answeredDaysAgo: 59,
      },
    ],
  }, // PayNusa merchant meetup: the demo owner's invoice is unpaid (do not start yet),
  // Palembang's overdue, Lampung's declined by the brand, Batam's void (never paid).
  { brief: "paynusa-merchant-meetup", community: "jakarta-js", state: "AWAITING_PAYMENT", proofs: [], money: { invoice: "UNPAID" } },
  { brief: "paynusa-merchant-meetup", community: "umkm-palembang", state: "AWAITING_PAYMENT", proofs: [], money: { invoice: "OVERDUE" } },
  {
    brief: "paynusa-merchant-meetup",
    community: "kopi-lampung",
    state: "CANCELLED",
    proofs: [],
    money: { invoice: "DECLINED", declinedDaysAgo: 9, reason: "Anggaran meetup Lampung dipindahkan ke kuartal berikutnya." },
  },
  { brief: "paynusa-merchant-meetup", community: "batam-startup", state: "CANCELLED", proofs: [], money: { invoice: "VOID" } },
  // PayNusa API webinar (COMPLETED): the demo owner's payout sent; Pekanbaru cancelled after
  // the first session, half the fee earned (an odd fee: commission and PPN round half up).
  {
    brief: "paynusa-api-webinar",
    community: "jakarta-js",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 50,
        links: ["https://www.youtube.com/watch?v=jsid-paynusa-api1", "https://www.youtube.com/watch?v=jsid-paynusa-api2"],
        reach: 9200,
        reactions: 640,
        attendees: 310,
        note: "Dua sesi webinar, 310 peserta unik, rekaman di kanal YouTube komunitas.",
        decision: "ACCEPTED",
        answeredDaysAgo: 49,
      },
    ],
    money: { invoice: "PAID", paidDaysAgo: 67, reference: "BCA 1507 RKM PAYNUSA-API", payoutSentDaysAgo: 45 },
  },
  {
    brief: "paynusa-api-webinar",
    community: "ngoding-pekanbaru",
    state: "CANCELLED",
    proofs: [],
    cancelNote: "The speaker of the second session withdrew; the first session took place. Half the fee is earned.",
    cancelledDaysAgo: 40,
    money: {
      invoice: "PAID",
      paidDaysAgo: 66,
      reference: "BCA 1607 RKM PAYNUSA-API",
      earned: 617_275,
      payoutSentDaysAgo: 36,
      refundSentDaysAgo: 35,
    },
  },
  // PayNusa hackathon (ACTIVE): the demo owner's proof accepted, its payout due; Python
  // Surabaya's campaign cancelled after payment with a share, its payout and refund due.
  {
    brief: "paynusa-hackathon",
    community: "jakarta-js",
    state: "COMPLETED",
    proofs: [
      {
        daysAgo: 6,
        links: ["https://www.instagram.com/p/jsid-hackathon-paynusa/", "https://github.com/jakartajs/paynusa-hackathon-2026"],
        reach: 12400,
        reactions: 1150,
        attendees: 64,
        note: "8 tim ikut, 3 mentor selama 48 jam, liputan langsung di Instagram dan repositori hasil di GitHub.",
        decision: "ACCEPTED",
        answeredDaysAgo: 5,
      },
    ],
    money: { invoice: "PAID", paidDaysAgo: 32, reference: "BCA 2710 RKM HACKATHON" },
  },
  {
    brief: "paynusa-hackathon",
    community: "python-surabaya",
    state: "CANCELLED",
    proofs: [],
    cancelNote: "The team could not travel for the on-site days; the online mentoring took place.",
    cancelledDaysAgo: 4,
    money: { invoice: "PAID", paidDaysAgo: 31, reference: "BCA 2810 RKM HACKATHON-2", earned: 400_000 },
  },
];

// ---------------------------------------------------------------------------------------
// Packages (docs/product.md, "Packages"): what brands book from a verified community's
// public page, in the owner's order. The demo owner's community has some of each state.
// ---------------------------------------------------------------------------------------

export type SeedPackage = {
  /** The community's key (SEED_COMMUNITIES); it must be verified. */
  community: string;
  title: string;
  description: string;
  kind: "ONLINE_POST" | "BROADCAST" | "LIVE_SESSION" | "EVENT_SPONSORSHIP" | "BOOTH" | "OTHER";
  /** One of the community's platform types, or OFFLINE. */
  platform: PlatformType | "OFFLINE";
  /** Whole Rupiah. */
  price: number;
  deliveryDays: number;
  brandProvides: string;
  active: boolean;
};

export const SEED_PACKAGES: readonly SeedPackage[] = [
  {
    community: "jakarta-js",
    title: "Sponsored talk at the monthly meetup",
    description:
      "A 10-minute talk slot at our monthly meetup (150-200 developers on site), your logo on the opening slides and a mention in the recap post.",
    kind: "EVENT_SPONSORSHIP",
    platform: "OFFLINE",
    price: 7_500_000,
    deliveryDays: 30,
    brandProvides: "The speaker, the talk's title and the logo files.",
    active: true,
  },
  {
    community: "jakarta-js",
    title: "Pinned announcement on Telegram",
    description: "One announcement in our Telegram group (9,000 members), pinned for 48 hours.",
    kind: "BROADCAST",
    platform: "TELEGRAM",
    price: 1_500_000,
    deliveryDays: 3,
    brandProvides: "The text (up to 600 characters), one image and the link.",
    active: true,
  },
  {
    community: "jakarta-js",
    title: "Live coding session on Discord",
    description: "A one-hour live session on our Discord stage with your developer advocate, announced a week ahead.",
    kind: "LIVE_SESSION",
    platform: "DISCORD",
    price: 4_000_000,
    deliveryDays: 14,
    brandProvides: "The presenter and a short outline.",
    active: true,
  },
  {
    community: "jakarta-js",
    title: "Hiring night booth",
    description: "A table at our quarterly hiring night, with a 2-minute pitch on stage.",
    kind: "BOOTH",
    platform: "OFFLINE",
    price: 5_000_000,
    deliveryDays: 60,
    brandProvides: "Your team at the booth and any roll-up banner.",
    active: false,
  },
  {
    community: "kopi-nusantara",
    title: "1 postingan grup Facebook",
    description: "Satu postingan di grup Facebook Pecinta Kopi Nusantara, disematkan 24 jam.",
    kind: "ONLINE_POST",
    platform: "FACEBOOK",
    price: 500_000,
    deliveryDays: 3,
    brandProvides: "Teks, satu foto produk dan tautan.",
    active: true,
  },
  {
    community: "kopi-nusantara",
    title: "Sponsor kopdar bulanan",
    description: "Banner di kopdar bulanan (sekitar 60 orang), sampling produk dan sesi 5 menit untuk brand.",
    kind: "EVENT_SPONSORSHIP",
    platform: "OFFLINE",
    price: 2_000_000,
    deliveryDays: 30,
    brandProvides: "Produk untuk sampling dan banner.",
    active: true,
  },
  {
    community: "fotografi-bandung",
    title: "Broadcast grup WA",
    description: "Satu broadcast ke grup WhatsApp utama kami, dengan foto dari anggota.",
    kind: "BROADCAST",
    platform: "WHATSAPP",
    price: 750_000,
    deliveryDays: 5,
    brandProvides: "Teks dan tautan.",
    active: true,
  },
  {
    community: "gowes-jogja",
    title: "Booth di gowes Minggu pagi",
    description: "Booth atau sampling di titik kumpul gowes Minggu pagi (sekitar 120 pesepeda).",
    kind: "BOOTH",
    platform: "OFFLINE",
    price: 3_000_000,
    deliveryDays: 21,
    brandProvides: "Tenda, produk dan petugas booth.",
    active: true,
  },
  {
    community: "mama-muda-surabaya",
    title: "Live Instagram bersama admin",
    description: "Sesi live Instagram 30 menit bersama admin komunitas membahas produk Anda.",
    kind: "LIVE_SESSION",
    platform: "INSTAGRAM",
    price: 2_500_000,
    deliveryDays: 10,
    brandProvides: "Produk untuk dicoba dan poin-poin utama.",
    active: true,
  },
];
