/**
 * The API's answers on the account routes, keyed by their stable code (the web translates by it). Forgot
 * password and resend answer the same sentence for every e-mail (docs/decisions/006-account-codes.md).
 */
export const accountMessages = {
  // The screen's title already says 'Registration Successful'; the body says what happens next.
  registered: 'We have sent a verification code to your e-mail.',
  invalidCredentials: 'Invalid e-mail or password.',
  unverified: 'Please verify your e-mail address first. Enter the code we sent you, or ask for a new one.',
  verified: 'Your e-mail address is verified. You can now log in.',
  // A code that can no longer be used: expired, used, replaced by a newer one, or out of tries.
  invalidCode: 'The code has expired or can no longer be used. Please request a new one.',
  // A mistyped code that is still valid: say so, and how many tries it has left.
  wrongCode: 'The code is wrong. Tries left: {triesLeft}.',
  // A reset link already used, expired, or made void by a password change.
  invalidLink: 'This link has expired or has already been used. Please request a new code.',
  // A verification link that does not work: one answer for every such link (docs/decisions/244-verification-links.md),
  // which also tells whoever verified by the code meanwhile that nothing is left to do.
  invalidVerificationLink:
    'This link has expired or has already been used. If your address is already verified, just log in; otherwise please request a new code.',
  verificationSent: 'If an unverified account exists for this e-mail, we have sent it a new code.',
  resetSent: 'If an account exists for this e-mail, we have sent it a code to reset the password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  loginRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  // Five wrong passwords from the account's own session: the tries come back a quarter of an hour later.
  tooManyPasswordTries: 'Too many wrong passwords. Please wait up to 15 minutes and try again.',
  signedOut: 'You have been logged out successfully.',
  sessionEnded: 'That session has been signed out.',
  otherSessionsEnded: 'Every other session has been signed out.',
  sessionNotFound: 'That session does not exist or has already ended.',
} as const;
