/** Verifies one domain again (after a temporary failure). */
export const DOMAIN_VERIFY_QUEUE = 'mail.domain-verify';
/** Sweeps verified domains whose last check is older than MAIL_DOMAIN_RECHECK_MINUTES. */
export const DOMAIN_RECHECK_QUEUE = 'mail.domain-recheck';
