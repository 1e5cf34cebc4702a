import { defineMessages } from "./index";

/** An admin decision as its reader sees it: the console's history and the user's own dashboard (audit rows). */
export const decisionMessages = defineMessages("decisions", {
  en: {
    title: "Latest decisions",
    text: "What the Guyub team decided about your account and your work.",
    historyBy: "{date} by {actor}",
    historyUnknownActor: "a removed admin",
    action_account_approved: "Account approved",
    action_account_rejected: "Account rejected",
    action_account_deleted: "Account deleted",
    action_community_verified: "Community verified",
    action_community_unverified: "Verification revoked",
    action_brief_approved: "Brief approved",
    action_brief_rejected: "Brief rejected",
    action_application_approved: "Application approved",
    action_application_rejected: "Application rejected",
  },
  id: {
    title: "Keputusan terbaru",
    text: "Keputusan tim Guyub tentang akun dan aktivitas Anda.",
    historyBy: "{date} oleh {actor}",
    historyUnknownActor: "admin yang sudah dihapus",
    action_account_approved: "Akun disetujui",
    action_account_rejected: "Akun ditolak",
    action_account_deleted: "Akun dihapus",
    action_community_verified: "Komunitas diverifikasi",
    action_community_unverified: "Verifikasi dicabut",
    action_brief_approved: "Brief disetujui",
    action_brief_rejected: "Brief ditolak",
    action_application_approved: "Lamaran disetujui",
    action_application_rejected: "Lamaran ditolak",
  },
});
