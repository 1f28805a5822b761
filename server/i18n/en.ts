// Server messages in English: the reference table every other language must match key for key.

/** English server messages; `{name}` marks a parameter. */
export const en = {
  success: 'Success',
  serverError: 'Something went wrong, please try again',
  notFound: 'Not found',
  invalidField: 'Please check the field "{field}"',
  badEnvelope: 'The request could not be read. Please update the app and try again',
  plaintextRefused: 'Encrypted request required: send {"payload"} with the header EFLAG: 1',
  tooLarge: 'The request is too large (at most {kb} KB)',
  unknownDict: 'Unknown list "{type}"',
  unauthorized: 'Please sign in again',
  // Contract (PRODUCT.md section 2): the client matches this exact text, so it is never translated.
  tokenExpired: 'token is expired',
  phoneEmpty: 'Phone number cannot be empty',
  phoneFormat: 'Please check the phone number format',
  codeEmpty: 'Verification code cannot be empty',
  codeFormat: 'Please enter the 4-digit verification code',
  codeWrong: 'The verification code is wrong or has expired. Check it or request a new one',
  phoneLocked: 'Too many wrong codes. For your safety this number is locked; try again in {minutes} minutes',
  otpWait: 'Please wait {seconds} seconds before requesting another code',
  otpPhoneLimit: 'Too many codes were requested for this number. Please try again in {minutes} minutes',
  otpDeviceLimit: 'Too many codes were requested from this device. Please try again in {minutes} minutes',
  otpType: 'This kind of verification code is not supported',
  smsFailed: 'We could not send the code right now. Please try again in a moment',
  partnerAuth: 'Partner authentication failed',
  partnerUnknownChannel: 'This partner is not recognised',
  partnerTaskInvalid: 'This sign-in link is no longer valid. Go back to the partner app and try again, or sign in with your phone number',
  codeRequestNew: 'There is no valid code for this number. Please request a new code',
  deviceIdMissing: 'This device could not be identified. Please restart the app and try again',
  otpIpLimit: 'Too many codes were requested from this network. Please try again in {minutes} minutes',
  checkIpLimit: 'Too many wrong codes were entered from this network. Please try again in {minutes} minutes',
  partnerPhoneTaken: 'This number already has an account. Please sign in with your phone number and verification code',
  smsText: 'Your sign-in code is {code}. It expires in 5 minutes. Never share it with anyone, not even our staff.',
  // Hardening (issue 13): nesting cap, the phone's daily cap on wrong codes.
  tooDeep: 'The request is too deeply nested (at most {depth} levels)',
  phoneDailyCap: 'Too many wrong codes were entered for this number today. Sign in from a device you used with it before, or try again in {hours} hours',
};

/** A server message key. */
export type MessageKey = keyof typeof en;
