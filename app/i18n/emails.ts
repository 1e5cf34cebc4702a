import { defineMessages } from "./index";

/*
 * The e-mails Guyub sends, in the recipient's language: each event of the registry
 * (app/models/events/registry.server.ts) that sends one names its kind here. Each kind has a
 * subject, a greeting, its lines and, where the reader acts next, a link. An e-mail
 * whose event carries notes adds "Notes from the admin: ..."; one that carries a fee
 * (an approval, a completion) adds the agreed fee.
 */
export const emailMessages = defineMessages("emails", {
  en: {
    greeting: "Hello {name},",
    signature: "The Guyub team",
    notes: "Notes from the admin: {notes}",
    agreedFee: "Agreed fee: {fee}",
    feeNotAgreed: "Agreed fee: none was agreed in Guyub",
    footer: "You receive this e-mail because you have an account on Guyub.",
    account_approvedSubject: "Your Guyub account is approved",
    account_approvedBody: "Good news: your account has been approved. You now have full access to Guyub.",
    account_approvedAction: "Sign in",
    account_rejectedSubject: "Your Guyub account was not approved",
    account_rejectedBody: "We reviewed your registration and could not approve it. Reason: {reason}",
    account_rejectedAction: "Contact us",
    brief_approvedSubject: 'Your brief "{title}" is approved',
    brief_approvedBody: 'Your campaign brief "{title}" was approved and is now active: communities can apply.',
    brief_approvedAction: "View your briefs",
    brief_rejectedSubject: 'Your brief "{title}" was not approved',
    brief_rejectedBody: 'Your campaign brief "{title}" was not approved.',
    brief_rejectedAction: "View your briefs",
    application_approvedSubject: 'Your application to "{brief}" is approved',
    application_approvedBody:
      'The application of {community} to "{brief}" was approved and its campaign has started: do the work the brief asks, then submit proof on the campaign\'s page. The advertiser can now contact you.',
    application_approvedAction: "Open the campaign",
    application_rejectedSubject: 'Your application to "{brief}" was not approved',
    application_rejectedBody: 'The application of {community} to "{brief}" was not approved.',
    application_rejectedAction: "View your applications",
    brief_invitationSubject: '{company} invites {community} to apply to "{brief}"',
    brief_invitationBody:
      '{company} invites your community {community} to apply to its campaign brief "{brief}". Read the brief, and apply if it suits your community.',
    brief_invitationAction: "Read the brief",
    brief_application_approvedSubject: '{community} was approved for "{brief}"',
    brief_application_approvedBody:
      'The Guyub admin approved the application of {community} to your brief "{brief}": its campaign has started. You will hear from us when it submits proof.',
    brief_application_approvedAction: "View the brief",
    campaign_proof_submittedSubject: '{community} submitted proof for "{brief}"',
    campaign_proof_submittedBody:
      '{community} submitted proof of its work for your brief "{brief}". Accept it or ask for changes: without an answer within 7 days it is accepted automatically.',
    campaign_proof_submittedAction: "Review the proof",
    campaign_changes_requestedSubject: 'Changes requested for "{brief}"',
    campaign_changes_requestedBody: 'The advertiser asks for changes to the proof of {community} for "{brief}". Reason: {reason}',
    campaign_changes_requestedAction: "Submit the proof again",
    campaign_acceptedSubject: '"{brief}" is completed',
    campaign_acceptedBody: 'The advertiser accepted the proof of {community} for "{brief}". The campaign is completed.',
    campaign_acceptedAction: "View the campaign",
    campaign_auto_acceptedSubject: '"{brief}" is completed',
    campaign_auto_acceptedBody:
      'The proof of {community} for "{brief}" got no answer within 7 days and was accepted automatically. The campaign is completed.',
    campaign_auto_acceptedAction: "View the campaign",
    campaign_cancelledSubject: 'The campaign "{brief}" was cancelled',
    campaign_cancelledBody: 'The campaign "{brief}" with {community} was cancelled by the Guyub admin. Note: {note}',
    campaign_cancelledAction: "View the campaign",
    review_requestedSubject: 'Review "{brief}"',
    review_requestedBody:
      'The campaign "{brief}" with {community} is completed. Rate the other side from 1 to 5 stars, with a few words if you like, within 14 days. Neither side sees the other\'s review until both have written or the 14 days end; then both are published together.',
    review_requestedAction: "Write your review",
    reviews_publishedSubject: 'The reviews of "{brief}" are published',
    reviews_publishedBody:
      'The reviews of the campaign "{brief}" with {community} are published. The reviewed side may post one public reply.',
    reviews_publishedAction: "Read the reviews",
    review_hiddenSubject: 'Your review of "{brief}" was hidden',
    review_hiddenBody:
      'The Guyub admin hid your review of the campaign "{brief}" with {community}. It no longer shows or counts. Note: {note}',
    review_hiddenAction: "View the campaign",
    reply_hiddenSubject: 'Your reply about "{brief}" was hidden',
    reply_hiddenBody: 'The Guyub admin hid your reply to a review of the campaign "{brief}" with {community}. Note: {note}',
    reply_hiddenAction: "View the campaign",
  },
  id: {
    greeting: "Halo {name},",
    signature: "Tim Guyub",
    notes: "Catatan dari admin: {notes}",
    agreedFee: "Biaya yang disepakati: {fee}",
    feeNotAgreed: "Biaya yang disepakati: tidak ada yang disepakati di Guyub",
    footer: "Anda menerima e-mail ini karena memiliki akun di Guyub.",
    account_approvedSubject: "Akun Guyub Anda disetujui",
    account_approvedBody: "Kabar baik: akun Anda sudah disetujui. Kini Anda dapat memakai Guyub sepenuhnya.",
    account_approvedAction: "Masuk",
    account_rejectedSubject: "Akun Guyub Anda tidak disetujui",
    account_rejectedBody: "Kami sudah meninjau pendaftaran Anda dan belum dapat menyetujuinya. Alasan: {reason}",
    account_rejectedAction: "Hubungi kami",
    brief_approvedSubject: 'Brief "{title}" Anda disetujui',
    brief_approvedBody: 'Brief kampanye "{title}" Anda disetujui dan kini aktif: komunitas dapat melamar.',
    brief_approvedAction: "Lihat brief Anda",
    brief_rejectedSubject: 'Brief "{title}" Anda tidak disetujui',
    brief_rejectedBody: 'Brief kampanye "{title}" Anda tidak disetujui.',
    brief_rejectedAction: "Lihat brief Anda",
    application_approvedSubject: 'Lamaran Anda ke "{brief}" disetujui',
    application_approvedBody:
      'Lamaran {community} ke "{brief}" disetujui dan kampanyenya sudah dimulai: kerjakan yang diminta brief, lalu kirim bukti di halaman kampanye. Pengiklan kini dapat menghubungi Anda.',
    application_approvedAction: "Buka kampanye",
    application_rejectedSubject: 'Lamaran Anda ke "{brief}" tidak disetujui',
    application_rejectedBody: 'Lamaran {community} ke "{brief}" tidak disetujui.',
    application_rejectedAction: "Lihat lamaran Anda",
    brief_invitationSubject: '{company} mengundang {community} melamar ke "{brief}"',
    brief_invitationBody:
      '{company} mengundang komunitas Anda {community} untuk melamar ke brief kampanyenya "{brief}". Baca brief-nya, lalu lamar jika cocok untuk komunitas Anda.',
    brief_invitationAction: "Baca brief",
    brief_application_approvedSubject: '{community} disetujui untuk "{brief}"',
    brief_application_approvedBody:
      'Admin Guyub menyetujui lamaran {community} ke brief Anda "{brief}": kampanyenya sudah dimulai. Kami akan mengabari Anda saat komunitas itu mengirim bukti.',
    brief_application_approvedAction: "Lihat brief",
    campaign_proof_submittedSubject: '{community} mengirim bukti untuk "{brief}"',
    campaign_proof_submittedBody:
      '{community} mengirim bukti pekerjaannya untuk brief Anda "{brief}". Terima atau minta perubahan: tanpa jawaban dalam 7 hari, bukti diterima otomatis.',
    campaign_proof_submittedAction: "Tinjau bukti",
    campaign_changes_requestedSubject: 'Perubahan diminta untuk "{brief}"',
    campaign_changes_requestedBody: 'Pengiklan meminta perubahan pada bukti {community} untuk "{brief}". Alasan: {reason}',
    campaign_changes_requestedAction: "Kirim bukti lagi",
    campaign_acceptedSubject: '"{brief}" selesai',
    campaign_acceptedBody: 'Pengiklan menerima bukti {community} untuk "{brief}". Kampanye selesai.',
    campaign_acceptedAction: "Lihat kampanye",
    campaign_auto_acceptedSubject: '"{brief}" selesai',
    campaign_auto_acceptedBody: 'Bukti {community} untuk "{brief}" tidak dijawab dalam 7 hari dan diterima otomatis. Kampanye selesai.',
    campaign_auto_acceptedAction: "Lihat kampanye",
    campaign_cancelledSubject: 'Kampanye "{brief}" dibatalkan',
    campaign_cancelledBody: 'Kampanye "{brief}" bersama {community} dibatalkan oleh admin Guyub. Catatan: {note}',
    campaign_cancelledAction: "Lihat kampanye",
    review_requestedSubject: 'Beri ulasan untuk "{brief}"',
    review_requestedBody:
      'Kampanye "{brief}" bersama {community} selesai. Beri nilai 1 sampai 5 bintang untuk pihak lain, boleh dengan beberapa kata, dalam 14 hari. Tidak ada pihak yang melihat ulasan pihak lain sampai keduanya menulis atau 14 hari berakhir; lalu keduanya diterbitkan bersamaan.',
    review_requestedAction: "Tulis ulasan Anda",
    reviews_publishedSubject: 'Ulasan untuk "{brief}" sudah diterbitkan',
    reviews_publishedBody:
      'Ulasan kampanye "{brief}" bersama {community} sudah diterbitkan. Pihak yang diulas boleh menulis satu balasan publik.',
    reviews_publishedAction: "Baca ulasan",
    review_hiddenSubject: 'Ulasan Anda untuk "{brief}" disembunyikan',
    review_hiddenBody:
      'Admin Guyub menyembunyikan ulasan Anda untuk kampanye "{brief}" bersama {community}. Ulasan itu tidak lagi tampil dan tidak dihitung. Catatan: {note}',
    review_hiddenAction: "Lihat kampanye",
    reply_hiddenSubject: 'Balasan Anda tentang "{brief}" disembunyikan',
    reply_hiddenBody: 'Admin Guyub menyembunyikan balasan Anda atas ulasan kampanye "{brief}" bersama {community}. Catatan: {note}',
    reply_hiddenAction: "Lihat kampanye",
  },
});
