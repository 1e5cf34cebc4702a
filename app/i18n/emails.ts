import { defineMessages } from "./index";

/*
 * The e-mails Guyub sends, in the recipient's language. Each kind has a
 * subject, a greeting, its lines and, where the reader acts next, a link.
 * {notesBlock} is "Notes from the admin: ..." or nothing.
 */
export const emailMessages = defineMessages("emails", {
  en: {
    greeting: "Hello {name},",
    signature: "The Guyub team",
    notes: "Notes from the admin: {notes}",
    footer: "You receive this e-mail because you have an account on Guyub.",
    account_approvedSubject: "Your Guyub account is approved",
    account_approvedBody: "Good news: your account has been approved. You now have full access to Guyub.",
    account_approvedAction: "Sign in",
    account_rejectedSubject: "Your Guyub account was not approved",
    account_rejectedBody: "We reviewed your registration and could not approve it. Reason: {reason}",
    account_rejectedAction: "Contact us",
    brief_approvedSubject: "Your brief \"{title}\" is approved",
    brief_approvedBody: "Your campaign brief \"{title}\" was approved and is now active: communities can apply.",
    brief_approvedAction: "View your briefs",
    brief_rejectedSubject: "Your brief \"{title}\" was not approved",
    brief_rejectedBody: "Your campaign brief \"{title}\" was not approved.",
    brief_rejectedAction: "View your briefs",
    application_approvedSubject: "Your application to \"{brief}\" is approved",
    application_approvedBody: "The application of {community} to \"{brief}\" was approved. The advertiser can now contact you.",
    application_approvedAction: "View your applications",
    application_rejectedSubject: "Your application to \"{brief}\" was not approved",
    application_rejectedBody: "The application of {community} to \"{brief}\" was not approved.",
    application_rejectedAction: "View your applications",
  },
  id: {
    greeting: "Halo {name},",
    signature: "Tim Guyub",
    notes: "Catatan dari admin: {notes}",
    footer: "Anda menerima e-mail ini karena memiliki akun di Guyub.",
    account_approvedSubject: "Akun Guyub Anda disetujui",
    account_approvedBody: "Kabar baik: akun Anda sudah disetujui. Kini Anda dapat memakai Guyub sepenuhnya.",
    account_approvedAction: "Masuk",
    account_rejectedSubject: "Akun Guyub Anda tidak disetujui",
    account_rejectedBody: "Kami sudah meninjau pendaftaran Anda dan belum dapat menyetujuinya. Alasan: {reason}",
    account_rejectedAction: "Hubungi kami",
    brief_approvedSubject: "Brief \"{title}\" Anda disetujui",
    brief_approvedBody: "Brief kampanye \"{title}\" Anda disetujui dan kini aktif: komunitas dapat melamar.",
    brief_approvedAction: "Lihat brief Anda",
    brief_rejectedSubject: "Brief \"{title}\" Anda tidak disetujui",
    brief_rejectedBody: "Brief kampanye \"{title}\" Anda tidak disetujui.",
    brief_rejectedAction: "Lihat brief Anda",
    application_approvedSubject: "Lamaran Anda ke \"{brief}\" disetujui",
    application_approvedBody: "Lamaran {community} ke \"{brief}\" disetujui. Pengiklan kini dapat menghubungi Anda.",
    application_approvedAction: "Lihat lamaran Anda",
    application_rejectedSubject: "Lamaran Anda ke \"{brief}\" tidak disetujui",
    application_rejectedBody: "Lamaran {community} ke \"{brief}\" tidak disetujui.",
    application_rejectedAction: "Lihat lamaran Anda",
  },
});
