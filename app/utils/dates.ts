/** The instant a calendar date (YYYY-MM-DD) begins in WIB (UTC+7, no daylight saving). */
export function wibMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}
