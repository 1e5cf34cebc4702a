import { defineMessages } from "./index";

/** The how-it-works page (/how-it-works). */
export const howItWorksMessages = defineMessages("howItWorks", {
  en: {
    metaTitle: "How It Works — Guyub",
    metaDescription:
      "Four steps for community owners and four for advertisers: how to join Guyub, get verified and start working together.",
    heroTitle: "How It Works",
    heroText:
      "Two simple paths, one marketplace. Community owners get verified and find sponsors; advertisers find genuine communities for their campaigns.",
    jumpOwners: "I run a community",
    jumpAdvertisers: "I am an advertiser",
    stepLabel: "Step {n}",

    ownersTitle: "For Community Owners",
    ownersText: "Turn the trust your community has built into fair, well-matched sponsorships.",
    ownerStep1Title: "Register",
    ownerStep1Text: "Create a free community owner account. Our team reviews new accounts within 1-2 business days.",
    ownerStep2Title: "Complete Profile",
    ownerStep2Text: "Describe your community: categories, city, member count, demographics and the platforms where your members gather.",
    ownerStep3Title: "Add Members",
    ownerStep3Text: "List your key members and their social profiles, so advertisers can see who leads and drives the community.",
    ownerStep4Title: "Get Verified",
    ownerStep4Text: "We check your details and award the Verified badge. Then browse campaign briefs that match your community and apply.",
    ownersCta: "Register Your Community",

    advertisersTitle: "For Advertisers",
    advertisersText: "Reach real people through communities they already trust, with every community checked by our team.",
    advertiserStep1Title: "Register",
    advertiserStep1Text: "Create an advertiser account with your company details. Our team approves it within 1-2 business days.",
    advertiserStep2Title: "Search Communities",
    advertiserStep2Text: "Filter verified communities by category, city, member count and platform to find the right audience.",
    advertiserStep3Title: "Create Brief",
    advertiserStep3Text:
      "Describe your campaign: goals, budget, timeline and requirements. Our team reviews each brief before communities see it.",
    advertiserStep4Title: "Connect",
    advertiserStep4Text:
      "Communities apply to your brief. Once an application is approved you receive the owner's contact details and can work together.",
    advertisersCta: "Join as Advertiser",

    questionsTitle: "Still have questions?",
    questionsText: "Our team is happy to walk you through the process.",
    questionsCta: "Contact Us",
  },
  id: {
    metaTitle: "Cara Kerja — Guyub",
    metaDescription:
      "Empat langkah untuk pemilik komunitas dan empat untuk pengiklan: cara bergabung dengan Guyub, terverifikasi, dan mulai bekerja sama.",
    heroTitle: "Cara Kerja",
    heroText:
      "Dua jalur sederhana, satu marketplace. Pemilik komunitas terverifikasi dan menemukan sponsor; pengiklan menemukan komunitas yang tepercaya untuk kampanyenya.",
    jumpOwners: "Saya mengelola komunitas",
    jumpAdvertisers: "Saya pengiklan",
    stepLabel: "Langkah {n}",

    ownersTitle: "Untuk Pemilik Komunitas",
    ownersText: "Ubah kepercayaan yang sudah dibangun komunitas Anda menjadi sponsor yang adil dan sesuai.",
    ownerStep1Title: "Daftar",
    ownerStep1Text: "Buat akun pemilik komunitas secara gratis. Tim kami meninjau akun baru dalam 1-2 hari kerja.",
    ownerStep2Title: "Lengkapi Profil",
    ownerStep2Text: "Jelaskan komunitas Anda: kategori, kota, jumlah anggota, demografi, dan platform tempat anggota Anda berkumpul.",
    ownerStep3Title: "Tambahkan Anggota",
    ownerStep3Text:
      "Cantumkan anggota inti beserta profil media sosial mereka, agar pengiklan tahu siapa yang memimpin dan menggerakkan komunitas.",
    ownerStep4Title: "Dapatkan Verifikasi",
    ownerStep4Text:
      "Kami memeriksa data Anda dan memberikan lencana Terverifikasi. Setelah itu, jelajahi brief kampanye yang cocok dan ajukan lamaran.",
    ownersCta: "Daftarkan Komunitas Anda",

    advertisersTitle: "Untuk Pengiklan",
    advertisersText: "Jangkau orang sungguhan lewat komunitas yang sudah mereka percayai, dengan setiap komunitas diperiksa oleh tim kami.",
    advertiserStep1Title: "Daftar",
    advertiserStep1Text: "Buat akun pengiklan dengan data perusahaan Anda. Tim kami menyetujuinya dalam 1-2 hari kerja.",
    advertiserStep2Title: "Cari Komunitas",
    advertiserStep2Text:
      "Saring komunitas terverifikasi berdasarkan kategori, kota, jumlah anggota, dan platform untuk menemukan audiens yang tepat.",
    advertiserStep3Title: "Buat Brief",
    advertiserStep3Text:
      "Jelaskan kampanye Anda: tujuan, anggaran, jadwal, dan persyaratan. Tim kami meninjau setiap brief sebelum dilihat komunitas.",
    advertiserStep4Title: "Terhubung",
    advertiserStep4Text:
      "Komunitas melamar ke brief Anda. Setelah lamaran disetujui, Anda menerima kontak pemilik komunitas dan dapat mulai bekerja sama.",
    advertisersCta: "Bergabung sebagai Pengiklan",

    questionsTitle: "Masih ada pertanyaan?",
    questionsText: "Tim kami siap menjelaskan prosesnya kepada Anda.",
    questionsCta: "Hubungi Kami",
  },
});
