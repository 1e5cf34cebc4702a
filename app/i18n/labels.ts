import { defineMessages, type Lang } from "./index";
import type { Role } from "~/utils/enums";

/** Title case with underscores as spaces: FOOD_BEVERAGE -> "Food Beverage" (spec). */
export function titleCaseWords(value: string): string {
  return value
    .toLowerCase()
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const categoryLabels = defineMessages({
  en: {
    TECHNOLOGY: "Technology",
    HOBBIES: "Hobbies",
    FOOD_BEVERAGE: "Food Beverage",
    HEALTH_FITNESS: "Health Fitness",
    EDUCATION: "Education",
    ARTS: "Arts",
    BUSINESS: "Business",
    LIFESTYLE: "Lifestyle",
    GAMING: "Gaming",
    PARENTING: "Parenting",
    TRAVEL: "Travel",
    SPORTS: "Sports",
    BEAUTY: "Beauty",
    AUTOMOTIVE: "Automotive",
    OTHER: "Other",
  },
  id: {
    TECHNOLOGY: "Teknologi",
    HOBBIES: "Hobi",
    FOOD_BEVERAGE: "Makanan & Minuman",
    HEALTH_FITNESS: "Kesehatan & Kebugaran",
    EDUCATION: "Pendidikan",
    ARTS: "Seni",
    BUSINESS: "Bisnis",
    LIFESTYLE: "Gaya Hidup",
    GAMING: "Gim",
    PARENTING: "Parenting",
    TRAVEL: "Perjalanan",
    SPORTS: "Olahraga",
    BEAUTY: "Kecantikan",
    AUTOMOTIVE: "Otomotif",
    OTHER: "Lainnya",
  },
});

/** A category's label in the active language (unknown values title-cased). */
export function categoryLabel(category: string, lang: Lang): string {
  const labels = categoryLabels[lang] as Record<string, string>;
  return labels[category] ?? titleCaseWords(category);
}

const roleLabels = defineMessages({
  en: { COMMUNITY_OWNER: "Community Owner", ADVERTISER: "Advertiser", ADMIN: "Administrator" },
  id: { COMMUNITY_OWNER: "Pemilik Komunitas", ADVERTISER: "Pengiklan", ADMIN: "Administrator" },
});

export function roleLabel(role: Role, lang: Lang): string {
  return roleLabels[lang][role];
}
