/** Guyub's own contact details: the contact page shows them; 'Contact Community' mails the general address. */
export const CONTACT = {
  address: ["Jl. Kemang Raya No. 21", "Bangka, Mampang Prapatan", "Jakarta Selatan 12730"],
  phone: "+62 21 7180 2345",
  phoneHref: "tel:+622171802345",
  general: "halo@guyub.id",
  support: "support@guyub.id",
} as const;
