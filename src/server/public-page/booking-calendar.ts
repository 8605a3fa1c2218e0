import { bookingWords, partyText } from "../../shared/reservations/booking-words.ts";

// A booking as a calendar file (RFC 5545), for the guest's "Add to your calendar" and their mail. Written here
// rather than with a library: one event of six properties, whose only rules are the text escapes, the UTC
// times and lines folded at 75 octets; the npm packages for it bring a second validation library.

const stamp = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function bookingCalendar(booking: {
  id: string;
  start: Date;
  end: Date;
  restaurant: string;
  party: number;
  lang: string | null;
  link: string;
  isCancelled: boolean;
  now?: Date;
}): string {
  const words = bookingWords(booking.lang);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Menu Builder//Table booking//EN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.id}@bookings`,
    `DTSTAMP:${stamp(booking.now ?? new Date())}`,
    `DTSTART:${stamp(booking.start)}`,
    `DTEND:${stamp(booking.end)}`,
    `SUMMARY:${text(`${booking.restaurant} · ${partyText(words, booking.party)}`)}`,
    `DESCRIPTION:${text(words.mailManage.replace("{link}", booking.link))}`,
    `URL:${booking.link}`,
    `STATUS:${booking.isCancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
