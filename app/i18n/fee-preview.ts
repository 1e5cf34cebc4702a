import { defineMessages } from "./index";

/** What a fee leaves the community after Guyub's commission (the owner's apply and application, the admin's decision). */
export const feePreviewMessages = defineMessages("feePreview", {
  en: {
    youReceive: "You receive {share} after Guyub's {percent}%",
    commissionNote:
      "Guyub keeps {percent}% of the agreed fee as its commission; your community receives the rest (for Rp 5.000.000: {example}). The brand pays the fee plus PPN.",
    communityShare: "Community's share",
    commission: "Guyub's commission ({percent}%)",
  },
  id: {
    youReceive: "Anda menerima {share} setelah {percent}% untuk Guyub",
    commissionNote:
      "Guyub menyimpan {percent}% dari biaya yang disepakati sebagai komisi; komunitas Anda menerima sisanya (untuk Rp 5.000.000: {example}). Brand membayar biaya ditambah PPN.",
    communityShare: "Bagian komunitas",
    commission: "Komisi Guyub ({percent}%)",
  },
});
