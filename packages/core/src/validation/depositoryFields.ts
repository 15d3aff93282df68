import { validationMessages } from './messages';
import { patternText } from './textField';

/** Beneficial owner (demat account) id: 16 digits. */
const boIdPattern = /^[0-9]{16}$/;
export const boIdSchema = patternText(boIdPattern, validationMessages.boId);

/** Depository participant id: 8 digits. */
const dpIdPattern = /^[0-9]{8}$/;
export const dpIdSchema = patternText(dpIdPattern, validationMessages.dpId);

/** Client id at the depository participant: 8 digits. */
const clientIdPattern = /^[0-9]{8}$/;
export const clientIdSchema = patternText(clientIdPattern, validationMessages.clientId);
