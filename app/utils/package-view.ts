import { platformName } from "./platforms";

/*
 * How a package's kind and platform are named, shared by the owner's Packages screen and
 * the public page (the texts come from the packageKinds catalogue, app/i18n/packages.ts).
 */

type Texts = Record<string, string>;

/** "Online post", "Sponsor acara offline"; an unknown kind as stored. */
export function kindLabel(kind: string, t: Texts): string {
  return t[`kind_${kind}`] ?? kind;
}

/** "WhatsApp", "Offline", "Platform lain"; an unknown type as stored. */
export function platformLabel(platform: string, t: Texts): string {
  return t[`platform_${platform}`] ?? platformName(platform);
}
