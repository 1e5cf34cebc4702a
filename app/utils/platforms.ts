/**
 * Platform names as their owners write them (WhatsApp, TikTok, LinkedIn); the stored
 * type is the upper-case word. OTHER is translated where it is shown.
 */
export const PLATFORM_NAMES: Record<string, string> = {
  WHATSAPP: "WhatsApp",
  TELEGRAM: "Telegram",
  FACEBOOK: "Facebook",
  DISCORD: "Discord",
  INSTAGRAM: "Instagram",
  TWITTER: "Twitter / X",
  LINKEDIN: "LinkedIn",
  TIKTOK: "TikTok",
  THREADS: "Threads",
  TWITCH: "Twitch",
  OTHER: "Other",
};

/** The shown name of a platform type; an unknown type is shown as stored. */
export function platformName(type: string): string {
  return PLATFORM_NAMES[type] ?? type;
}
