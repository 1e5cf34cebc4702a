import { defineMessages } from "./index";

/**
 * The admin console's Email Templates: the labels here; the templates themselves, in
 * both languages whatever the reader's, in app/routes/admin+/settings/server.ts.
 */
export const adminTemplatesMessages = defineMessages("adminTemplates", {
  en: {
    heading: "Email templates",
    intro: "Copy a text into your e-mail or chat. Replace the words in [brackets]. Each template is given in English and Bahasa Indonesia.",
    userAlerts: "User alerts",
    briefAlerts: "Brief alerts",
    welcome: "Welcome e-mail",
    accountReview: "Account under review",
    accountApproved: "Account approved",
    accountRejected: "Account rejected",
    briefReview: "Brief under review",
    briefApproved: "Brief approved",
    briefRejected: "Brief rejected",
    welcomeEmail: "Welcome to Guyub",
    english: "English",
    indonesian: "Bahasa Indonesia",
    copy: "Copy",
    copyLabel: "Copy {name} ({language})",
    copied: "Copied",
    copyFailed: "Select the text and copy it.",
  },
  id: {
    heading: "Template email",
    intro:
      "Salin teks ke email atau obrolan Anda. Ganti kata dalam [kurung siku]. Setiap template tersedia dalam bahasa Inggris dan Bahasa Indonesia.",
    userAlerts: "Pemberitahuan pengguna",
    briefAlerts: "Pemberitahuan brief",
    welcome: "Email sambutan",
    accountReview: "Akun sedang ditinjau",
    accountApproved: "Akun disetujui",
    accountRejected: "Akun ditolak",
    briefReview: "Brief sedang ditinjau",
    briefApproved: "Brief disetujui",
    briefRejected: "Brief ditolak",
    welcomeEmail: "Selamat datang di Guyub",
    english: "English",
    indonesian: "Bahasa Indonesia",
    copy: "Salin",
    copyLabel: "Salin {name} ({language})",
    copied: "Tersalin",
    copyFailed: "Pilih teksnya lalu salin.",
  },
});
