import { validationMessages } from './messages';
import { patternText } from './textField';

/**
 * Pincode. The spec says 'length 6'; Indian pincodes are numeric, so this takes exactly six digits
 * (letters of length six are rejected too).
 */
const pincodePattern = /^[0-9]{6}$/;
export const pincodeSchema = patternText(pincodePattern, validationMessages.pincode);

/** Bank account number: 10 to 18 digits. The spec's single message covers both bounds. */
const accountNumberPattern = /^[0-9]{10,18}$/;
export const accountNumberSchema = patternText(accountNumberPattern, validationMessages.accountNumber);

/**
 * IFSC: four alphanumerics, a zero, six alphanumerics. The spec says alphanumeric (not capital, unlike
 * PAN), so lower case is accepted; the server upper-cases before storing.
 */
const ifscPattern = /^[A-Za-z0-9]{4}0[A-Za-z0-9]{6}$/;
export const ifscSchema = patternText(ifscPattern, validationMessages.ifsc);

/**
 * GST registration number, the standard 15-character pattern: state code (2 digits), the holder's PAN
 * (10), entity number (1-9 or A-Z), 'Z', check character.
 */
const gstPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const gstSchema = patternText(gstPattern, validationMessages.gst);
