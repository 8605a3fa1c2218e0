import { createRequire } from "node:module";
import type ExcelJS from "exceljs";
import type nodemailer from "nodemailer";
import type PDFDocument from "pdfkit";
import type QRCode from "qrcode";
import type sharp from "sharp";
import type Stripe from "stripe";
import type twilio from "twilio";

// The server's heavy dependencies are loaded the first time something needs them, not when it starts: spreadsheets,
// PDF writing and its fonts, images, Stripe, mail, S3, QR codes and OCR came to about 80 MB of resident memory at
// start, which a server showing menus on a small machine may never use (bench/memory.ts). They are required, not
// imported, so that a caller whose API is synchronous (a Stripe client made for a request) stays so; each of
// these packages ships CommonJS, and every use goes through one loader, so one copy of each is ever loaded.
const requireHere = createRequire(import.meta.url);

const loadedNames = new Set<string>();

function onDemand<T>(name: string, prepare?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = requireHere(name) as T;
      loadedNames.add(name);
      prepare?.(loaded);
    }
    return loaded;
  };
}

/**
 * sharp, one libvips thread per operation and no cache: six large uploads at once held every libuv thread (sharp
 * runs there, and so do file reads), the server stalled for seconds and memory doubled (images/image-work.ts
 * runs its jobs a few at a time).
 */
export const loadSharp = onDemand<typeof sharp>("sharp", (module) => {
  module.concurrency(1);
  module.cache(false);
});
export const loadStripe = onDemand<typeof Stripe>("stripe");
export const isStripeLoaded = () => loadedNames.has("stripe");
export const loadExcel = onDemand<typeof ExcelJS>("exceljs");
export const loadPdfKit = onDemand<typeof PDFDocument>("pdfkit");
export const loadFontkit = onDemand<typeof import("fontkit")>("fontkit");
export const loadNodemailer = onDemand<typeof nodemailer>("nodemailer");
export const loadQrCode = onDemand<typeof QRCode>("qrcode");
export const loadS3 = onDemand<typeof import("@aws-sdk/client-s3")>("@aws-sdk/client-s3");
export const loadTwilio = onDemand<typeof twilio>("twilio");
export const isTwilioLoaded = () => loadedNames.has("twilio");
export const loadTesseract = onDemand<typeof import("tesseract.js")>("tesseract.js");
