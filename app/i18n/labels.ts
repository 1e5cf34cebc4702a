import { defineMessages } from "./index";

/*
 * Labels of enum values. Loaders send them like any catalogue ("categories", "roles");
 * categoryLabel (format.ts) reads a label with the title-case fallback.
 */

/** Category labels by enum value (CATEGORIES of ~/utils/enums). */
export const categoryMessages = defineMessages("categories", {
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
