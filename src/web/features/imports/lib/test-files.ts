import { utils, write } from "@e965/xlsx";

/** Test helpers: spreadsheet files made in memory. */
export const csvFile = (text: string, name = "rows.csv") => new File([text], name, { type: "text/csv" });

export function xlsxFile(rows: unknown[][], name = "rows.xlsx"): File {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), "Sheet1");
  const data = write(workbook, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
  return new File([data], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
}
