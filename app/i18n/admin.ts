import { defineMessages } from "./index";

/** The admin console's frame: welcome panel, tabs, audit trail. */
export const adminConsoleMessages = defineMessages("adminConsole", {
  en: {
    metaTitle: "Admin Dashboard — Guyub",
    metaDescription: "Approvals, verification, brief review, applications, users and messages.",
    welcome: "Welcome, {name}",
    welcomeText: "Review new accounts, verify communities, approve briefs and decide applications.",
    tabsLabel: "Admin sections",
    tabPending: "Pending Approvals",
    tabUsers: "All Users",
    tabCommunities: "Communities",
    tabBriefs: "Pending Briefs",
    tabApplications: "Applications",
    tabMessages: "Messages",
    tabTemplates: "Email Templates",
    retry: "Coba lagi",
    historyTitle: "Decision history",
    historyEmpty: "No decisions recorded yet.",
  },
  id: {
    metaTitle: "Dasbor Admin — Guyub",
    metaDescription: "Persetujuan, verifikasi, tinjauan brief, lamaran, pengguna, dan pesan.",
    welcome: "Selamat datang, {name}",
    welcomeText: "Tinjau akun baru, verifikasi komunitas, setujui brief, dan putuskan lamaran.",
    tabsLabel: "Bagian admin",
    tabPending: "Menunggu Persetujuan",
    tabUsers: "Semua Pengguna",
    tabCommunities: "Komunitas",
    tabBriefs: "Brief Menunggu",
    tabApplications: "Lamaran",
    tabMessages: "Pesan",
    tabTemplates: "Template Email",
    retry: "Coba lagi",
    historyTitle: "Riwayat keputusan",
    historyEmpty: "Belum ada keputusan yang tercatat.",
  },
});
