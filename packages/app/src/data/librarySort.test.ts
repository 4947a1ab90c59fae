import { describe, expect, it } from 'vitest';
import { sortLibraries } from './librarySort.ts';

describe('library lists in reading order', () => {
  it('puts Lib2 before Lib10 and groups by company', () => {
    const sorted = sortLibraries([
      { name: 'Lib10', company_name: 'Northwind' },
      { name: 'lib2', company_name: 'Northwind' },
      { name: 'Zeta', company_name: 'Contoso' },
      { name: 'Lib1', company_name: 'Northwind' },
      { name: 'Álpha', company_name: 'Contoso' },
    ]);
    expect(sorted.map((library) => `${library.company_name}/${library.name}`)).toEqual([
      'Contoso/Álpha',
      'Contoso/Zeta',
      'Northwind/Lib1',
      'Northwind/lib2',
      'Northwind/Lib10',
    ]);
  });

  it('leaves the given list as it was', () => {
    const given = [
      { name: 'B', company_name: 'X' },
      { name: 'A', company_name: 'X' },
    ];
    sortLibraries(given);
    expect(given[0]?.name).toBe('B');
  });
});
