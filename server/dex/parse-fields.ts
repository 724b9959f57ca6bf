/**
 * Reading one DEX field: numbers, texts, dates, the currency of ID4 and the maker a file names.
 * Fields come from machines and handhelds, so every reader bounds what it keeps.
 */

/** A counter or amount; null when absent or not a whole number a machine could report. */
export function int(v: string | undefined): number | null {
  const t = v?.trim();
  if (!t || !/^-?\d{1,15}$/.test(t)) return null;
  return Number(t);
}

/** A text field, trimmed, at most `max` characters (a serial or a model is short; garbage is cut). */
export function text(v: string | undefined, max = 80): string | null {
  const t = v?.trim() ?? '';
  return t === '' ? null : t.slice(0, max);
}

/** "  0799 1398 08 " → "0799139808": handhelds pad and split serials. */
export function serialOf(v: string | undefined): string | null {
  const t = v?.replace(/\s+/g, '') ?? '';
  return t === '' ? null : t.slice(0, 64);
}

/** YYMMDD (or YYYYMMDD) and HHMM[SS] as an ISO time (machine time, read as UTC); null when not a real date. */
export function dateTime(day: string | undefined, time: string | undefined): string | null {
  const m = /^(\d{2}|\d{4})(\d{2})(\d{2})$/.exec(day?.trim() ?? '');
  if (!m) return null;
  const year = m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  const t = /^\d{1,6}$/.test(time?.trim() ?? '') ? time!.trim().padEnd(6, '0') : '000000';
  const [hh, mm, ss] = [Number(t.slice(0, 2)), Number(t.slice(2, 4)), Number(t.slice(4, 6))];
  if (hh > 23 || mm > 59 || ss > 59) return null;
  const at = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), hh, mm, ss));
  return at.getUTCMonth() === Number(m[2]) - 1 && at.getUTCDate() === Number(m[3]) ? at.toISOString() : null;
}

/** ISO 4217 numeric codes of the currencies vending machines report in. */
const ISO_NUMERIC: Record<string, string> = {
  '036': 'AUD', '124': 'CAD', '156': 'CNY', '203': 'CZK', '208': 'DKK', '344': 'HKD', '348': 'HUF', '356': 'INR',
  '392': 'JPY', '410': 'KRW', '484': 'MXN', '554': 'NZD', '578': 'NOK', '643': 'RUB', '702': 'SGD', '710': 'ZAR',
  '752': 'SEK', '756': 'CHF', '826': 'GBP', '840': 'USD', '949': 'TRY', '978': 'EUR', '985': 'PLN', '986': 'BRL',
};
/** Telephone country codes (old DEX/UCS ID402) that name one currency through time. */
const COUNTRY_CODE: Record<string, string> = { '1': 'USD', '41': 'CHF', '44': 'GBP', '91': 'INR' };

/**
 * ID402/ID403 as an ISO 4217 code. ID403 is the letters when the machine writes them ("USD");
 * EVA-DTS's ID402 is "1" + the ISO number ("1978") or "0" + a telephone country code ("0001");
 * older DEX/UCS files write the country code ("001") or the ISO number ("840") bare.
 */
export function currencyOf(id402: string | undefined, id403: string | undefined): string | null {
  const alpha = id403?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{3}$/.test(alpha)) return alpha;
  if (ISO_NUMERIC[alpha]) return ISO_NUMERIC[alpha];
  const code = id402?.trim() ?? '';
  if (!/^\d{1,4}$/.test(code)) return null;
  if (code.length === 4) return code[0] === '1' ? ISO_NUMERIC[code.slice(1)] ?? null : COUNTRY_CODE[String(Number(code))] ?? null;
  return ISO_NUMERIC[code] ?? COUNTRY_CODE[String(Number(code))] ?? null;
}

/** EVA-DTS manufacturer codes: the first three letters of DXS01, ID101 or CB101. */
const MAKER_CODES: Record<string, string> = {
  ANI: 'Animo', AZK: 'Azkoyen', BIA: 'Bianchi', CMS: 'Crane', CRA: 'Crane', DIX: 'Dixie-Narco', FAS: 'FAS',
  JOF: 'Jofemar', NEC: 'Necta', RHV: 'Rhea Vendors', RHE: 'Rhea Vendors', SAE: 'Saeco', SIE: 'Sielaff', WTN: 'Wittern',
};
export const isMakerCode = (v: string) => v in MAKER_CODES;

/** Makers that write their name as the model's first word ("AMS SENSIT III"). */
const MAKER_WORDS: Record<string, string> = {
  AMS: 'AMS', CRANE: 'Crane', DIXIE: 'Dixie-Narco', ROYAL: 'Royal Vendors', VENDO: 'Vendo', SIELAFF: 'Sielaff', ANIMO: 'Animo',
};

/** The maker as far as the file says it, else null (a guess would mislead a reconciliation). */
export function makerOf(ids: (string | null | undefined)[], model: string | null): string | null {
  for (const id of ids) {
    const code = /^([A-Z]{3})/.exec(id?.trim() ?? '')?.[1];
    if (code && MAKER_CODES[code]) return MAKER_CODES[code];
  }
  const word = model?.split(/[\s_-]/)[0]?.toUpperCase() ?? '';
  return MAKER_WORDS[word] ?? null;
}
