/** JSON exports are saved as a dated file. */
export function jsonExportName(date = new Date()): string {
  return `contact_submissions_${date.toISOString().slice(0, 10)}.json`;
}

/** The CSV file's name when the server gives none. */
export const DEFAULT_CSV_NAME = "contact_submissions.csv";
