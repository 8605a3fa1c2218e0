import { withToken } from "../../api/qrcodes.ts";

export const qrPrintUrl = (qrId: string) => withToken(`/qrcodes/${encodeURIComponent(qrId)}/print`);

/** A sheet of codes for tables 1 to `count`, each link carrying its table. */
export const qrTablesUrl = (qrId: string, count: number) =>
  withToken(`/qrcodes/${encodeURIComponent(qrId)}/tables`, { count: String(count) });
