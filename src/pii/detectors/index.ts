// Registry of rule-based detectors per entity type. LOCATION and ORGANIZATION have only narrow ones (a city
// after a postal code or a place field's label; a company's legal form, an acronym, an institution's head
// noun or a company field): they come mostly from the NER model (passed in as extra candidates). A type's
// detector runs only when the account enables the type.
import type { Candidate, EntityType } from '../types.js';
import { ScanText } from '../context.js';
import { detectAccountLabels } from './account-labels.js';
import { detectChatHandles } from './chat-handles.js';
import { detectAddress } from './address.js';
import { detectBookingNames } from './booking-names.js';
import { detectChatSelfNames } from './chat-self-names.js';
import { detectCreditCard } from './credit-card.js';
import { detectDateOfBirth } from './date-of-birth.js';
import { detectDigitByDigit } from './digit-by-digit.js';
import { detectNamedBeforeNaming } from '../introduced-surnames.js';
import { detectObliqueSurnames } from './oblique-surnames.js';
import { detectGreetedNames } from './greeted-names.js';
import { detectDescribedPeople } from './described-people.js';
import { detectDrivingLicense } from './driving-license.js';
import { detectEmail } from './email.js';
import { detectElongatedNames } from './elongated-names.js';
import { detectFamilyNames } from './family-names.js';
import { detectFirmOwnerNames } from './firm-owner-names.js';
import { detectWorkplaceNames } from './workplace-names.js';
import { detectAddresseeSurnames } from './addressee-surnames.js';
import { detectIban } from './iban.js';
import { detectIdCard } from './id-card.js';
import { detectKrs } from './krs.js';
import { detectLocality } from './locality.js';
import { detectNip } from './nip.js';
import { detectNumberWordsPhone } from './number-words-phone.js';
import { detectOrganization } from './organization.js';
import { detectPassport } from './passport.js';
import { detectPerson } from './person.js';
import { detectPesel } from './pesel.js';
import { detectPhone } from './phone.js';
import { detectDictatedFields } from './dictated-fields.js';
import { detectPhoneColumns } from './name-columns.js';
import { detectHandleLists } from './handle-lists.js';
import { detectNickTokens } from './nick-tokens.js';
import { detectMrzNames } from './mrz-names.js';
import { detectSurnameSlots } from './surname-slots.js';
import { detectPlatformHandles } from './platform-handles.js';
import { detectPostalCode } from './postal-code.js';
import { detectRegon } from './regon.js';
import { detectRelationNames } from './relation-names.js';
import type { Detector } from './types.js';
import { detectTitledSurnames } from './titled-surnames.js';
import { detectStructuredLogins } from './structured-logins.js';
import { detectUsername } from './username.js';
import { detectVehiclePlate } from './vehicle-plate.js';
import { detectVietnameseGivenFirst } from './vietnamese-given-first.js';

export const DETECTORS: Partial<Record<EntityType, Detector>> = {
  PERSON: (scan, out) => { detectPerson(scan, out); detectBookingNames(scan, out); detectRelationNames(scan, out); detectFamilyNames(scan, out); detectVietnameseGivenFirst(scan, out); detectChatSelfNames(scan, out); detectFirmOwnerNames(scan, out); detectWorkplaceNames(scan, out); detectAddresseeSurnames(scan, out); detectTitledSurnames(scan, out); detectDictatedFields(scan, out); detectSurnameSlots(scan, out); detectElongatedNames(scan, out); detectMrzNames(scan, out); detectNamedBeforeNaming(scan.text, out); detectObliqueSurnames(scan, out); detectGreetedNames(scan.text, out); detectDescribedPeople(scan.text, out); },
  PESEL: detectPesel,
  NIP: detectNip,
  REGON: detectRegon,
  PL_ID_CARD: detectIdCard,
  PL_PASSPORT: detectPassport,
  PL_DRIVING_LICENSE: detectDrivingLicense,
  PL_VEHICLE_PLATE: detectVehiclePlate,
  KRS: detectKrs,
  IBAN_CODE: detectIban,
  PHONE_NUMBER: (scan, out) => { detectPhone(scan, out); detectPhoneColumns(scan, out); },
  PL_ADDRESS: detectAddress,
  LOCATION: detectLocality,
  ORGANIZATION: detectOrganization,
  PL_POSTAL_CODE: detectPostalCode,
  DATE_OF_BIRTH: detectDateOfBirth,
  EMAIL_ADDRESS: detectEmail,
  CREDIT_CARD: detectCreditCard,
  USERNAME: (scan, out) => { detectUsername(scan, out); detectStructuredLogins(scan, out); detectAccountLabels(scan, out); detectPlatformHandles(scan, out); detectChatHandles(scan, out); detectHandleLists(scan, out); detectNickTokens(scan, out); },
};

/** Runs the rule-based detectors of the enabled types over one text; returns all raw candidates. */
export function detectCandidates(text: string, enabled: ReadonlySet<EntityType>): Candidate[] {
  const out: Candidate[] = [];
  if (text.length === 0) return out;
  const scan = new ScanText(text);
  for (const type of enabled) DETECTORS[type]?.(scan, out);
  detectDigitByDigit(scan, enabled, out); // identifiers read out one digit at a time, for any enabled type
  detectNumberWordsPhone(scan, enabled, out); // a phone (or another identifier) read out in groups of number words
  return out;
}
