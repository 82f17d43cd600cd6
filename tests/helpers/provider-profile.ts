/** Test data of the provider profile (decision 0022). */

/** A complete profile of a sole proprietor. */
export function soleProprietorProfile(overrides: Record<string, unknown> = {}) {
  return {
    type: 'SOLE_PROPRIETORSHIP',
    name: 'Kovács Anna e.v.',
    taxNumber: '12345678-1-42',
    email: 'anna@kovacs.example.hu',
    phone: '+36301234567',
    mainTourismSegment: 'CATERING',
    mainTourismMicroSegment: 'CAFE',
    isPep: false,
    hasConflictOfInterest: false,
    bankAccountNumber: '11773016-11111018',
    ntakRegistrationNumber: 'EG20001234',
    referenceNumber: '12345',
    soleProprietorshipRegistrationNumber: '54321678',
    maidenName: 'Kovács Anna',
    mothersMaidenName: 'Szabó Mária',
    dateOfBirth: '1980-02-29',
    placeOfBirth: 'Eger',
    citizenship: 'magyar',
    taxId: '8412345678',
    idDocumentNumber: '123456AB',
    tajNumber: '123456789',
    isForeignExchangeResident: true,
    highestDegree: 'TERTIARY',
    ...overrides,
  };
}
