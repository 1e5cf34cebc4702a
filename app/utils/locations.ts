/**
 * About 65 Indonesian cities offered by the location pickers and GET /api/locations.
 * `LOCATIONS` is sorted with Indonesian collation.
 */
const CITIES = [
  "Jakarta", "Surabaya", "Bandung", "Medan", "Semarang", "Makassar", "Palembang",
  "Tangerang", "Tangerang Selatan", "Depok", "Bekasi", "Bogor", "Batam", "Pekanbaru",
  "Bandar Lampung", "Padang", "Malang", "Denpasar", "Samarinda", "Banjarmasin",
  "Balikpapan", "Pontianak", "Manado", "Yogyakarta", "Surakarta", "Cimahi", "Tasikmalaya",
  "Serang", "Cilegon", "Jambi", "Bengkulu", "Kupang", "Mataram", "Jayapura", "Ambon",
  "Kendari", "Palu", "Gorontalo", "Mamuju", "Ternate", "Sorong", "Manokwari",
  "Pangkalpinang", "Tanjung Pinang", "Banda Aceh", "Lhokseumawe", "Pematangsiantar",
  "Binjai", "Dumai", "Bukittinggi", "Cirebon", "Sukabumi", "Purwokerto", "Tegal",
  "Pekalongan", "Magelang", "Salatiga", "Kediri", "Madiun", "Jember", "Probolinggo",
  "Pasuruan", "Blitar", "Palangka Raya", "Tarakan", "Bontang", "Parepare",
] as const;

const collator = new Intl.Collator("id", { sensitivity: "base" });

export const LOCATIONS: readonly string[] = [...CITIES].sort(collator.compare);
