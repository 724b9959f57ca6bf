/** CRC-16/ARC (poly 0x8005 reflected, init 0), the G85 check of EVA-DTS, over the text's bytes. */
export function crc16arc(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}
