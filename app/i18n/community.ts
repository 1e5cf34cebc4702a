import { defineMessages } from "./index";

/** Texts of the community card (home, browse, advertiser search). */
export const communityMessages = defineMessages("community", {
  en: {
    verified: "Verified",
    loginToViewDetails: "Login to View Details",
    viewDetails: "View Details",
    manageCommunity: "Manage Community",
    viewProfile: "View Profile",
    notAvailable: "N/A",
    members: "Members",
    rating: "Rating",
    location: "Location",
    online: "Online",
    platforms: "Platforms",
    ageRange: "Age Range",
    genderRatio: "Gender Ratio",
    categories: "Categories",
  },
  id: {
    verified: "Terverifikasi",
    loginToViewDetails: "Masuk untuk Melihat Detail",
    viewDetails: "Lihat Detail",
    manageCommunity: "Kelola Komunitas",
    viewProfile: "Lihat Profil",
    notAvailable: "Tidak tersedia",
    members: "Anggota",
    rating: "Penilaian",
    location: "Lokasi",
    online: "Daring",
    platforms: "Platform",
    ageRange: "Rentang Usia",
    genderRatio: "Rasio Gender",
    categories: "Kategori",
  },
});
