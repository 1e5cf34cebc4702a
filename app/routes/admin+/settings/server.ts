import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { adminConsoleMessages } from "~/i18n/admin";
import { adminTemplatesMessages } from "~/i18n/admin-templates";
import { messagesFor, pickMessages } from "~/i18n/lang.server";
import { consoleTabs } from "~/routes/admin+/console.server";
import { requireUser } from "~/server/auth.server";

/*
 * The admin console's Email Templates (/admin/settings): copyable
 * texts for user alerts, brief alerts and the welcome e-mail, each in English and Bahasa
 * Indonesia (the recipient's language is not the admin's), stating 1-2 business days as
 * the review time the pending banner states. Words in [brackets] are for the admin to fill in.
 */

type Template = {
  key: "accountReview" | "accountApproved" | "accountRejected" | "briefReview" | "briefApproved" | "briefRejected" | "welcomeEmail";
  en: string;
  id: string;
};

const SIGNATURE = { en: "\n\nWarm regards,\nThe Guyub team", id: "\n\nSalam hangat,\nTim Guyub" };

const GROUPS: { key: "userAlerts" | "briefAlerts" | "welcome"; templates: Template[] }[] = [
  {
    key: "userAlerts",
    templates: [
      {
        key: "accountReview",
        en: "Hello [name],\n\nThank you for registering on Guyub. Your account is now being reviewed by our team; this takes 1-2 business days. We will e-mail you as soon as it is approved.",
        id: "Halo [nama],\n\nTerima kasih telah mendaftar di Guyub. Akun Anda sedang ditinjau oleh tim kami; proses ini memakan waktu 1-2 hari kerja. Kami akan mengirim email segera setelah akun Anda disetujui.",
      },
      {
        key: "accountApproved",
        en: "Hello [name],\n\nGood news: your Guyub account has been approved. You can now sign in at https://guyub.id/auth and use every feature of your dashboard.",
        id: "Halo [nama],\n\nKabar baik: akun Guyub Anda telah disetujui. Sekarang Anda dapat masuk di https://guyub.id/auth dan memakai semua fitur dasbor Anda.",
      },
      {
        key: "accountRejected",
        en: "Hello [name],\n\nWe are sorry: your Guyub account could not be approved.\nReason: [reason]\n\nReply to this e-mail if you would like to complete your details and have it reviewed again (1-2 business days).",
        id: "Halo [nama],\n\nMohon maaf, akun Guyub Anda belum dapat disetujui.\nAlasan: [alasan]\n\nBalas email ini jika Anda ingin melengkapi data dan meminta peninjauan ulang (1-2 hari kerja).",
      },
    ],
  },
  {
    key: "briefAlerts",
    templates: [
      {
        key: "briefReview",
        en: 'Hello [name],\n\nYour campaign brief "[brief title]" has been submitted for approval. Our team reviews it within 1-2 business days.',
        id: 'Halo [nama],\n\nBrief kampanye Anda "[judul brief]" telah diajukan untuk persetujuan. Tim kami meninjaunya dalam 1-2 hari kerja.',
      },
      {
        key: "briefApproved",
        en: 'Hello [name],\n\nYour campaign brief "[brief title]" has been approved and is now visible to community owners.\nNotes from our team: [notes]',
        id: 'Halo [nama],\n\nBrief kampanye Anda "[judul brief]" telah disetujui dan kini terlihat oleh pemilik komunitas.\nCatatan dari tim kami: [catatan]',
      },
      {
        key: "briefRejected",
        en: 'Hello [name],\n\nYour campaign brief "[brief title]" could not be approved.\nNotes from our team: [notes]\n\nYou can edit it and submit it again; the review takes 1-2 business days.',
        id: 'Halo [nama],\n\nBrief kampanye Anda "[judul brief]" belum dapat disetujui.\nCatatan dari tim kami: [catatan]\n\nAnda dapat mengubahnya dan mengajukannya kembali; peninjauan memakan waktu 1-2 hari kerja.',
      },
    ],
  },
  {
    key: "welcome",
    templates: [
      {
        key: "welcomeEmail",
        en: "Hello [name],\n\nWelcome to Guyub, the marketplace between Indonesian communities and advertisers. We review every new account within 1-2 business days. Meanwhile you can complete your profile: community owners their community and members, advertisers their company details.",
        id: "Halo [nama],\n\nSelamat datang di Guyub, tempat bertemunya komunitas Indonesia dan pengiklan. Kami meninjau setiap akun baru dalam 1-2 hari kerja. Sementara itu Anda dapat melengkapi profil: pemilik komunitas melengkapi komunitas dan anggotanya, pengiklan melengkapi data perusahaannya.",
      },
    ],
  },
];

export async function adminTemplatesLoader({ request }: LoaderFunctionArgs) {
  const admin = await requireUser(request, "ADMIN");
  const t = messagesFor(request, adminTemplatesMessages);
  return json({
    tabs: consoleTabs(request, admin, "templates"),
    groups: GROUPS.map((group) => ({
      key: group.key,
      title: t[group.key],
      templates: group.templates.map((template) => ({
        key: template.key,
        name: t[template.key],
        versions: [
          { lang: "en", label: t.english, text: template.en + SIGNATURE.en },
          { lang: "id", label: t.indonesian, text: template.id + SIGNATURE.id },
        ],
      })),
    })),
    messages: pickMessages(request, adminConsoleMessages, adminTemplatesMessages),
  });
}
