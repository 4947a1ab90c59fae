/** Compares like people read: "Lib2" before "Lib10", case and accents aside. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

interface NamedLibrary {
  name: string;
  company_name: string;
}

/** Libraries in reading order: by company, then by name, numbers compared as numbers. */
export function sortLibraries<T extends NamedLibrary>(libraries: readonly T[]): T[] {
  return [...libraries].sort(
    (a, b) => collator.compare(a.company_name, b.company_name) || collator.compare(a.name, b.name),
  );
}
