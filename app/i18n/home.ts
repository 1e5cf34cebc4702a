import { defineMessages } from "./index";

/** The home page (/). */
export const homeMessages = defineMessages("home", {
  en: {
    metaTitle: "Guyub — Verified communities meet advertisers",
    metaDescription:
      "Guyub connects verified Indonesian communities with advertisers seeking authentic engagement. Register your community or join as an advertiser.",
    heroBadge: "Made for Indonesian communities",
    heroTitle: "Where communities and advertisers grow together",
    heroText:
      "The first platform for meaningful connections between verified communities and advertisers seeking authentic engagement.",
    ctaOwner: "Register Your Community",
    ctaAdvertiser: "Join as Advertiser",
    statsLabel: "Guyub in numbers",
    statConnectedValue: "500+",
    statConnected: "Communities and advertisers connected",
    statVerifiedValue: "100%",
    statVerified: "Verified communities",
    statEngagementValue: "35%",
    statEngagement: "Higher engagement",
    statRevenueValue: "$5.2M+",
    statRevenue: "Revenue generated",

    featuresTitle: "Why Guyub",
    featuresText: "Everything a community and a brand need to find each other and work together with confidence.",
    featureVerifiedTitle: "Verified communities",
    featureVerifiedText:
      "Our team checks every community before it earns the Verified badge, so advertisers know the audience is real.",
    featureSearchTitle: "Find the right fit",
    featureSearchText:
      "Search by category, city, member count and platform to reach the people who care about your product.",
    featureBriefsTitle: "Clear campaign briefs",
    featureBriefsText:
      "Budget, timeline and requirements in one brief, so communities know exactly what is asked before they apply.",
    featurePrivacyTitle: "Contact details stay private",
    featurePrivacyText:
      "An owner's e-mail and phone are shared with an advertiser only after our team approves the application.",

    howTitle: "How It Works",
    howText: "From sign-up to your first collaboration in four steps.",
    step1Title: "Sign Up",
    step1Text: "Register as a community owner or as an advertiser.",
    step2Title: "Get Verified",
    step2Text: "Our team verifies your community data.",
    step3Title: "Connect",
    step3Text: "Advertisers find communities, and communities browse briefs.",
    step4Title: "Grow Together",
    step4Text: "Measure results and build lasting relationships.",
    howLink: "Learn More About the Process",

    browseTitle: "Browse Communities",
    browseText: "A glimpse of the verified communities already on Guyub.",
    browseEmpty: "No communities available for preview at the moment.",
    browseAll: "View All Communities",
  },
  id: {
    metaTitle: "Guyub — Komunitas terverifikasi bertemu pengiklan",
    metaDescription:
      "Guyub menghubungkan komunitas Indonesia yang terverifikasi dengan pengiklan yang mencari keterlibatan autentik. Daftarkan komunitas Anda atau bergabunglah sebagai pengiklan.",
    heroBadge: "Dibuat untuk komunitas Indonesia",
    heroTitle: "Tempat komunitas dan pengiklan tumbuh bersama",
    heroText:
      "Platform pertama untuk hubungan bermakna antara komunitas terverifikasi dan pengiklan yang mencari keterlibatan autentik.",
    ctaOwner: "Daftarkan Komunitas Anda",
    ctaAdvertiser: "Bergabung sebagai Pengiklan",
    statsLabel: "Guyub dalam angka",
    statConnectedValue: "500+",
    statConnected: "Komunitas dan pengiklan terhubung",
    statVerifiedValue: "100%",
    statVerified: "Komunitas terverifikasi",
    statEngagementValue: "35%",
    statEngagement: "Keterlibatan lebih tinggi",
    statRevenueValue: "Rp85 M+",
    statRevenue: "Pendapatan yang dihasilkan",

    featuresTitle: "Mengapa Guyub",
    featuresText: "Semua yang dibutuhkan komunitas dan merek untuk saling menemukan dan bekerja sama dengan yakin.",
    featureVerifiedTitle: "Komunitas terverifikasi",
    featureVerifiedText:
      "Tim kami memeriksa setiap komunitas sebelum mendapat lencana Terverifikasi, sehingga pengiklan tahu audiensnya nyata.",
    featureSearchTitle: "Temukan yang paling cocok",
    featureSearchText:
      "Cari berdasarkan kategori, kota, jumlah anggota, dan platform untuk menjangkau orang yang peduli pada produk Anda.",
    featureBriefsTitle: "Brief kampanye yang jelas",
    featureBriefsText:
      "Anggaran, jadwal, dan persyaratan dalam satu brief, sehingga komunitas tahu persis apa yang diminta sebelum melamar.",
    featurePrivacyTitle: "Kontak tetap terjaga",
    featurePrivacyText:
      "Email dan nomor telepon pemilik komunitas baru dibagikan kepada pengiklan setelah tim kami menyetujui lamarannya.",

    howTitle: "Cara Kerja",
    howText: "Dari pendaftaran hingga kerja sama pertama dalam empat langkah.",
    step1Title: "Daftar",
    step1Text: "Daftar sebagai pemilik komunitas atau sebagai pengiklan.",
    step2Title: "Dapatkan Verifikasi",
    step2Text: "Tim kami memverifikasi data komunitas Anda.",
    step3Title: "Terhubung",
    step3Text: "Pengiklan menemukan komunitas, dan komunitas menjelajahi brief.",
    step4Title: "Tumbuh Bersama",
    step4Text: "Ukur hasilnya dan bangun hubungan jangka panjang.",
    howLink: "Pelajari Lebih Lanjut Prosesnya",

    browseTitle: "Jelajahi Komunitas",
    browseText: "Sekilas komunitas terverifikasi yang sudah bergabung di Guyub.",
    browseEmpty: "Belum ada komunitas yang dapat ditampilkan saat ini.",
    browseAll: "Lihat Semua Komunitas",
  },
});
