import { defineMessages, interpolate, type Lang } from "./index";
import { translateValidation } from "./validation";

/** Messages of the errors the models throw (app/models/errors.ts), by key. */
export const errorMessages = defineMessages("errors", {
  en: {
    notSignedIn: "Not signed in",
    wrongRole: "Your role does not allow this",
    accountNotApproved: "Your account is pending approval. This needs an approved account.",
    invalidCredentials: "Invalid email or password",
    tooManyAttempts: "Too many failed attempts. Please try again in {minutes} minute(s).",
    tooManyMessages: "You have sent several messages in a short time. Please try again in {minutes} minute(s).",
    accountRejected: "Your account registration was rejected. Reason: {reason}",
    emailTaken: "An account with this email already exists",
    userNotFound: "User not found",
    cannotDecideAdmin: "Administrator accounts are not decided here",
    rejectionReasonRequired: "Please provide a reason for rejection.",
    notFound: "Not found",
    invalidInput: "Invalid input",
    notJson: "The request body must be JSON (Content-Type: application/json)",
    malformedJson: "The request body is not valid JSON",
    tooLarge: "The request body is too large (1 MB at most)",
    methodNotAllowed: "Method not allowed",
    methodNotImplemented: "This method is not supported by the API",
    unknownEndpoint: "There is no API endpoint at this address",
    crossSite: "Cross-site request refused",
    internal: "Something went wrong on our side. Please try again.",
    notYourAccount: "This is not your account",
    cannotDeleteAdmin: "Administrator accounts cannot be deleted here",
    currentPasswordIncorrect: "Current password is incorrect",
    passwordTooCommon: "This password is too common. Please choose one that is harder to guess.",
    unknownIntent: "This form sent an action we do not know. Please reload the page and try again.",
  },
  id: {
    notSignedIn: "Belum masuk",
    wrongRole: "Peran Anda tidak mengizinkan tindakan ini",
    accountNotApproved: "Akun Anda sedang menunggu persetujuan. Tindakan ini memerlukan akun yang disetujui.",
    invalidCredentials: "Email atau kata sandi salah",
    tooManyAttempts: "Terlalu banyak percobaan gagal. Coba lagi dalam {minutes} menit.",
    tooManyMessages: "Anda sudah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam {minutes} menit.",
    accountRejected: "Pendaftaran akun Anda ditolak. Alasan: {reason}",
    emailTaken: "Akun dengan email ini sudah ada",
    userNotFound: "Pengguna tidak ditemukan",
    cannotDecideAdmin: "Akun administrator tidak diputuskan di sini",
    rejectionReasonRequired: "Berikan alasan penolakan.",
    notFound: "Tidak ditemukan",
    invalidInput: "Masukan tidak valid",
    notJson: "Isi permintaan harus JSON (Content-Type: application/json)",
    malformedJson: "Isi permintaan bukan JSON yang valid",
    tooLarge: "Isi permintaan terlalu besar (maksimal 1 MB)",
    methodNotAllowed: "Metode tidak diizinkan",
    methodNotImplemented: "Metode ini tidak didukung oleh API",
    unknownEndpoint: "Tidak ada endpoint API di alamat ini",
    crossSite: "Permintaan lintas situs ditolak",
    internal: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
    notYourAccount: "Ini bukan akun Anda",
    cannotDeleteAdmin: "Akun administrator tidak dapat dihapus di sini",
    currentPasswordIncorrect: "Kata sandi saat ini salah",
    passwordTooCommon: "Kata sandi ini terlalu umum. Pilih yang lebih sulit ditebak.",
    unknownIntent: "Formulir ini mengirim tindakan yang tidak kami kenal. Muat ulang halaman dan coba lagi.",
  },
});

/** An error key (or a validation key, or plain text) in the given language. */
export function translateError(
  key: string,
  lang: Lang,
  params?: Record<string, string | number>,
): string {
  const table = errorMessages[lang] as Record<string, string>;
  return interpolate(table[key] ?? translateValidation(key, lang), params);
}
