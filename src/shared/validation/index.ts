/**
 * The validation catalogue (spec section 5), shared by the browser and the server.
 * See README.md in this folder.
 */
export { addPortalVocabulary, PORTAL_AJV_OPTIONS, ANNOTATION_KEYWORDS } from './vocabulary.ts';
export {
  formats,
  normalizePhone,
  isRealDate,
  isNotFutureDate,
  isValidPassword,
  budapestNow,
} from './formats.ts';
export type { PortalFormatName } from './formats.ts';
export { rules, expandRule, isRuleName, extensionPattern, DEFAULT_MAX_FILE_SIZE } from './rules.ts';
export type { RuleName, RuleDefinition } from './rules.ts';
export { MESSAGE_KEYS, FORMAT_MESSAGES, toFieldError, toFieldErrors } from './messages.ts';
export type { MessageKey, FieldError } from './messages.ts';
