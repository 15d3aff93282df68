import { validationMessages } from './messages';
import { patternText } from './textField';

const timePattern = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * A time of day as HH:MM, 24-hour, two digits each ('9:30' is rejected, '09:30' accepted), with the spec's
 * message 'Please enter valid time in HH:MM 24-hour format'.
 */
export const timeSchema = patternText(timePattern, validationMessages.time);
