import { validationMessages } from './messages';
import { patternText } from './textField';

/** Time of day as HH:MM, 24-hour, two digits each ('9:30' is rejected, '09:30' accepted). */
const timePattern = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
export const timeSchema = patternText(timePattern, validationMessages.time);
