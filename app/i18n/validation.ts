import { defineMessages, type Lang } from "./index";

/**
 * Validation messages. Schemas (app/validation) carry these keys as their messages, so
 * one schema serves both languages; forms and the API translate a key at the edge.
 * The English texts are the product's wording, word for word: change one only on purpose.
 */
export const validationMessages = defineMessages("validation", {
  en: {
    required: "This field is required",
    emailInvalid: "Please enter a valid email address",
    passwordMin: "Password must be at least 6 characters",
    nameMin: "Name must be at least 2 characters",
    phoneInvalid: "Please enter a valid phone number",
    passwordsDontMatch: "Passwords don't match",
    roleRequired: "Please select a user type",
    termsRequired: "You must accept the terms and conditions",
    messageMin: "Message must be at least 10 characters",
    picNameMin: "PIC name must be at least 2 characters",
    companyNameMin: "Company name is required",
    communityNameMin: "Community name must be at least 2 characters",
    descriptionMin: "Description must be at least 10 characters",
    categoryRequired: "Please select at least one category",
    urlInvalid: "Please enter a valid URL",
    currentPasswordRequired: "Current password is required",
    confirmPasswordRequired: "Please confirm your new password",
    rejectionReasonRequired: "Rejection reason required",
    emailTaken: "An account with this email already exists",
    invalidCredentials: "Invalid email or password",
    tooLong: "This text is too long",
    invalidValue: "Please choose a valid value",
    numberInvalid: "Please enter a whole number of 0 or more",
    currentPasswordIncorrect: "Current password is incorrect",
    passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
    deleteConfirmationMismatch: "Type your email address exactly as shown to confirm",
    platformRequired: "Please add at least one platform",
    logoUrlHttps: "The logo link must be a valid https:// address",
    titleMin: "Title must be at least 5 characters",
    briefDescriptionMin: "Description must be at least 20 characters",
    targetCategoryRequired: "Please select a target category",
    budgetInvalid: "Enter an amount in rupiah, e.g. 1.500.000",
    budgetRange: "The minimum budget must not be more than the maximum",
    dateInvalid: "Please enter a valid date",
    timelineOrder: "The end date must not be before the start date",
    linkNameRequired: "Please enter a name for this link",
    linkNameInvalid: "Link names use letters, numbers, - and _ (at most 40 characters)",
    tooManyLinks: "At most 20 links",
    textHidden: "Remove the invisible or control characters (such as direction marks or zero-width spaces) from this text",
    dateRange: "Please enter a date between 01 Jan 2000 and 31 Dec 2100",
    proofLinksRequired: "Add at least one link (http:// or https://)",
    tooManyProofLinks: "At most 10 links",
    reasonRequired: "Please say what should change",
    cancelNoteRequired: "Please write a note for both parties",
    screenshotsTooMany: "At most 5 screenshots",
    screenshotTooLarge: "Each screenshot must be at most 2 MB",
    screenshotNotImage: "Screenshots must be PNG, JPEG or WebP images",
    imageTooLarge: "This image is too large: at most 12 megapixels (e.g. 4000 x 3000 pixels)",
    ratingInvalid: "Choose 1 to 5 stars",
    replyRequired: "Please write your reply",
    hideNoteRequired: "Please write a note for the author",
    hidePartInvalid: "Choose the review or its reply",
  },
  id: {
    required: "Kolom ini wajib diisi",
    emailInvalid: "Masukkan alamat email yang valid",
    passwordMin: "Kata sandi minimal 6 karakter",
    nameMin: "Nama minimal 2 karakter",
    phoneInvalid: "Masukkan nomor telepon yang valid",
    passwordsDontMatch: "Kata sandi tidak sama",
    roleRequired: "Pilih jenis pengguna",
    termsRequired: "Anda harus menyetujui syarat dan ketentuan",
    messageMin: "Pesan minimal 10 karakter",
    picNameMin: "Nama PIC minimal 2 karakter",
    companyNameMin: "Nama perusahaan wajib diisi",
    communityNameMin: "Nama komunitas minimal 2 karakter",
    descriptionMin: "Deskripsi minimal 10 karakter",
    categoryRequired: "Pilih minimal satu kategori",
    urlInvalid: "Masukkan URL yang valid",
    currentPasswordRequired: "Kata sandi saat ini wajib diisi",
    confirmPasswordRequired: "Konfirmasi kata sandi baru Anda",
    rejectionReasonRequired: "Alasan penolakan wajib diisi",
    emailTaken: "Akun dengan email ini sudah ada",
    invalidCredentials: "Email atau kata sandi salah",
    tooLong: "Teks ini terlalu panjang",
    invalidValue: "Pilih nilai yang valid",
    numberInvalid: "Masukkan bilangan bulat 0 atau lebih",
    currentPasswordIncorrect: "Kata sandi saat ini salah",
    passwordTooCommon: "Kata sandi ini terlalu umum. Pilih yang lebih sulit ditebak.",
    deleteConfirmationMismatch: "Ketik alamat email Anda persis seperti yang ditampilkan untuk konfirmasi",
    platformRequired: "Tambahkan minimal satu platform",
    logoUrlHttps: "Tautan logo harus berupa alamat https:// yang valid",
    titleMin: "Judul minimal 5 karakter",
    briefDescriptionMin: "Deskripsi minimal 20 karakter",
    targetCategoryRequired: "Pilih kategori target",
    budgetInvalid: "Masukkan jumlah dalam rupiah, misalnya 1.500.000",
    budgetRange: "Anggaran minimum tidak boleh lebih besar dari maksimum",
    dateInvalid: "Masukkan tanggal yang valid",
    timelineOrder: "Tanggal selesai tidak boleh sebelum tanggal mulai",
    linkNameRequired: "Masukkan nama untuk tautan ini",
    linkNameInvalid: "Nama tautan memakai huruf, angka, - dan _ (maksimal 40 karakter)",
    tooManyLinks: "Maksimal 20 tautan",
    textHidden: "Hapus karakter tak terlihat atau karakter kontrol (seperti penanda arah atau spasi lebar-nol) dari teks ini",
    dateRange: "Masukkan tanggal antara 01 Jan 2000 dan 31 Des 2100",
    proofLinksRequired: "Tambahkan minimal satu tautan (http:// atau https://)",
    tooManyProofLinks: "Paling banyak 10 tautan",
    reasonRequired: "Jelaskan apa yang perlu diubah",
    cancelNoteRequired: "Tulis catatan untuk kedua pihak",
    screenshotsTooMany: "Paling banyak 5 tangkapan layar",
    screenshotTooLarge: "Setiap tangkapan layar paling besar 2 MB",
    screenshotNotImage: "Tangkapan layar harus berupa gambar PNG, JPEG, atau WebP",
    imageTooLarge: "Gambar ini terlalu besar: paling banyak 12 megapiksel (mis. 4000 x 3000 piksel)",
    ratingInvalid: "Pilih 1 sampai 5 bintang",
    replyRequired: "Tulis balasan Anda",
    hideNoteRequired: "Tulis catatan untuk penulisnya",
    hidePartInvalid: "Pilih ulasan atau balasannya",
  },
});

export type ValidationKey = keyof (typeof validationMessages)["en"];

/** Translate a validation key; a text that is not a key is returned unchanged. */
export function translateValidation(message: string, lang: Lang): string {
  const table = validationMessages[lang] as Record<string, string>;
  return table[message] ?? message;
}

export function translateFieldErrors(
  errors: Record<string, string[] | null | undefined> | undefined,
  lang: Lang,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages && messages.length) out[field] = messages.map((m) => translateValidation(m, lang));
  }
  return out;
}
