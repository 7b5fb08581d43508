import { searchInstitutePages } from './institutePages';

describe('searchInstitutePages', () => {
  it('finds the Corte de Arbitraje page for "arbitraje" and "ÁRBITROS", nothing for blank or unknown words', () => {
    expect(searchInstitutePages('arbitraje').map((p) => p.path)).toEqual(['/arbitraje']);
    expect(searchInstitutePages('ÁRBITROS').map((p) => p.path)).toEqual(['/arbitraje']);
    expect(searchInstitutePages('duplicado certificado').map((p) => p.path)).toEqual(['/tramites']);
    expect(searchInstitutePages('  ')).toEqual([]);
    expect(searchInstitutePages('astronomía')).toEqual([]);
  });
});
